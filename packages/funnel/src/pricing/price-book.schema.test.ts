import { describe, expect, it } from 'vitest';
import { describeIssues } from '../lead/capture.schema.js';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { PriceBookSchema, type PriceBook } from './price-book.schema.js';
import { aBook, aPromotion, sizedDriveway } from './price-book.testkit.js';

const { version: _version, ...defaultBook } = DEFAULT_PRICE_BOOK;

/** The sentences a book gets, keyed by the path of the field at fault. */
function problems(book: unknown): Record<string, string> {
  const parsed = PriceBookSchema.safeParse(book);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const withDriveway = (driveway: unknown): unknown => {
  const { version: _v, ...book } = aBook();
  const services = book.categories.Residential.services.map((s) =>
    s.name === sizedDriveway.name ? driveway : s,
  );
  return { ...book, categories: { ...book.categories, Residential: { services } } };
};
const withTiers = (tiers: unknown[]) =>
  withDriveway({ ...sizedDriveway, size: { ...sizedDriveway.size, tiers } });
const DRIVEWAY = 'categories.Residential.services.1';

describe('PriceBookSchema', () => {
  it('accepts the default book (the spec prices) and a sized one', () => {
    expect(PriceBookSchema.parse(defaultBook)).toEqual(defaultBook);
    const { version: _v, ...sized } = aBook();
    expect(PriceBookSchema.safeParse(sized).success).toBe(true);
  });

  it('refuses negative, fractional and absurd prices with a sentence at the field', () => {
    expect(problems(withDriveway({ ...sizedDriveway, price: -5 }))).toEqual({
      [`${DRIVEWAY}.price`]: 'cannot be negative',
    });
    expect(problems(withDriveway({ ...sizedDriveway, price: 17.5 }))).toEqual({
      [`${DRIVEWAY}.price`]: 'must be whole dollars',
    });
    expect(problems(withDriveway({ ...sizedDriveway, price: 2_000_000 }))).toEqual({
      [`${DRIVEWAY}.price`]: 'cannot be more than $100,000',
    });
    expect(problems({ ...defaultBook, minimumCharge: -1 })).toEqual({ minimumCharge: 'cannot be negative' });
  });

  it('refuses overlapping, gapped, inverted and shrinking tiers', () => {
    const [small, medium, large] = sizedDriveway.size!.tiers;
    expect(problems(withTiers([{ ...small, to: 3 }, medium, large]))).toEqual({
      [`${DRIVEWAY}.size.tiers.0.to`]: '"1-2 cars" overlaps "3-4 cars": it ends at 3, the next starts at 3',
    });
    expect(problems(withTiers([small, { ...medium, from: 4 }, large]))).toEqual({
      [`${DRIVEWAY}.size.tiers.0.to`]: 'there is a gap between "1-2 cars" (up to 2) and "3-4 cars" (from 4)',
    });
    expect(problems(withTiers([{ ...small, to: 0 }, { ...medium, from: 1 }, large]))).toMatchObject({
      [`${DRIVEWAY}.size.tiers.0.to`]: '"1-2 cars" ends before it starts',
    });
    expect(problems(withTiers([small, medium, { ...large, price: 200 }]))).toEqual({
      [`${DRIVEWAY}.size.tiers.2.price`]: '"5 or more cars" cannot cost less than the smaller "3-4 cars"',
    });
    expect(problems(withTiers([{ ...small, to: null }, medium, large]))).toMatchObject({
      [`${DRIVEWAY}.size.tiers.0.to`]: 'only the last size can be open-ended ("and more")',
    });
  });

  it('refuses a repeated service or add-on, and a repeated code', () => {
    const { version: _v, ...book } = aBook();
    const services = [
      ...book.categories.Commercial.services,
      { name: ' dumpster pads ', price: 100, addOns: [] },
    ];
    expect(problems({ ...book, categories: { ...book.categories, Commercial: { services } } })).toEqual({
      'categories.Commercial.services.4.name': 'is already a service',
    });
    const addOns = [...sizedDriveway.addOns, { name: 'Sealing', price: 99 }];
    expect(problems(withDriveway({ ...sizedDriveway, addOns }))).toEqual({
      [`${DRIVEWAY}.addOns.1.name`]: 'is already an add-on of this service',
    });
    const promotions = [aPromotion({ code: 'SPRING' }), aPromotion({ name: 'Other', code: 'spring' })];
    expect(problems({ ...defaultBook, promotions })).toEqual({
      'promotions.1.code': 'is already used by another promotion',
    });
  });

  it('refuses a promotion that would make a total $0 or less, and absurd percentages', () => {
    const promotions = [aPromotion({ value: 175 })];
    expect(problems({ ...defaultBook, promotions })).toEqual({
      'promotions.0.value':
        'takes $175 off but the cheapest job costs $175: it would make that total $0 or less',
    });
    expect(problems({ ...defaultBook, promotions: [aPromotion({ kind: 'percent', value: 95 })] })).toEqual({
      'promotions.0.value': 'cannot take more than 90% off',
    });
    const lifted: PriceBook = { ...defaultBook, minimumCharge: 300, promotions };
    expect(PriceBookSchema.safeParse(lifted).success).toBe(true);
  });

  it('refuses a promotion ending before it starts and a malformed code, in one readable sentence', () => {
    const promotions = [aPromotion({ startsOn: '2026-05-02', endsOn: '2026-05-01', code: 'no spaces!' })];
    const parsed = PriceBookSchema.safeParse({ ...defaultBook, promotions });
    expect(!parsed.success && describeIssues(parsed.error)).toBe(
      'promotions.0.code: must be 3 to 20 letters, digits or dashes; promotions.0.endsOn: cannot be before the start day',
    );
  });

  it('reads codes in capitals and refuses unknown keys', () => {
    const parsed = PriceBookSchema.parse({
      ...defaultBook,
      promotions: [aPromotion({ code: ' spring-26 ' })],
    });
    expect(parsed.promotions[0]?.code).toBe('SPRING-26');
    expect(PriceBookSchema.safeParse({ ...defaultBook, price: 900 }).success).toBe(false);
  });
});
