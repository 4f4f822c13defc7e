import { DEFAULT_PRICE_BOOK, PriceBookSchema } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { blankService, blankSize, bookOf, draftOf, sentencesByPath } from './price-book-draft';

const { version: _version, ...defaultBook } = DEFAULT_PRICE_BOOK;

describe('the Prices page draft', () => {
  it('gives back the book it was made from', () => {
    expect(bookOf(draftOf(defaultBook))).toEqual(defaultBook);
  });

  it('keeps a book saved before crew minutes without them, so the defaults still apply', () => {
    const { bufferMinutes: _b, ...older } = defaultBook;
    const withoutMinutes = {
      ...older,
      categories: {
        Residential: { services: older.categories.Residential.services.map(({ minutes: _m, ...s }) => s) },
        Commercial: { services: older.categories.Commercial.services.map(({ minutes: _m, ...s }) => s) },
      },
    };
    const draft = draftOf(withoutMinutes);
    expect(draft.bufferMinutes).toBe('');
    expect(draft.categories.Residential[0]!.minutes).toBe('');
    expect(bookOf(draft)).toEqual(withoutMinutes);
  });

  it('reads empty optional boxes as none and empty prices as numbers to fix', () => {
    const draft = draftOf(defaultBook);
    draft.promotions[0]!.code = '';
    draft.promotions[0]!.endsOn = '';
    draft.categories.Residential.push({ ...blankService(), name: 'Fence', size: blankSize() });
    const book = bookOf(draft);
    expect(book.promotions[0]).toMatchObject({ code: null, endsOn: null, useLimit: null });
    const fence = book.categories.Residential.services.at(-1)!;
    expect(fence.price).toBeNaN();
    expect(fence.size?.tiers[0]).toMatchObject({ from: 0, to: null });
    const checked = PriceBookSchema.safeParse(book);
    expect(checked.success).toBe(false);
    const paths = checked.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('categories.Residential.services.5.price');
    expect(paths).toContain('categories.Residential.services.5.size.question');
  });

  it("files the server's sentences under the paths they name", () => {
    expect(
      sentencesByPath(
        'categories.Residential.services.1.price: cannot be negative; promotions.0.code: is already used; Something else',
      ),
    ).toEqual({
      'categories.Residential.services.1.price': 'cannot be negative',
      'promotions.0.code': 'is already used',
      '': 'Something else',
    });
  });
});
