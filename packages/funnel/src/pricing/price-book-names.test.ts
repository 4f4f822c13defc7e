import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import {
  bookNameIn,
  bookQuestionIn,
  bookSizeIn,
  nameIn,
  questionIn,
  servicesTextIn,
  spanishNamesMissing,
  tierLabelIn,
} from './price-book-names.js';
import { PriceBookSchema, type PriceBook } from './price-book.schema.js';
import { aBook, sizedDriveway } from './price-book.testkit.js';

describe("the price book's Spanish names (issue 41, decision 0326)", () => {
  it('shows the Spanish name when written, else the English one', () => {
    expect(nameIn({ name: 'Roof Cleaning', nameEs: 'Limpieza de techos' }, 'es')).toBe('Limpieza de techos');
    expect(nameIn({ name: 'Roof Cleaning', nameEs: 'Limpieza de techos' }, 'en')).toBe('Roof Cleaning');
    expect(nameIn({ name: 'Roof Cleaning', nameEs: '  ' }, 'es')).toBe('Roof Cleaning');
    expect(nameIn({ name: 'Roof Cleaning' }, 'es')).toBe('Roof Cleaning');
  });

  it('gives the default book a Spanish name for every service and its promotion', () => {
    expect(spanishNamesMissing(DEFAULT_PRICE_BOOK)).toEqual([]);
    const { version: _v, ...book } = DEFAULT_PRICE_BOOK;
    expect(PriceBookSchema.safeParse(book).success).toBe(true);
  });

  it('lists every name without a Spanish version at the path of its field', () => {
    const residential = DEFAULT_PRICE_BOOK.categories.Residential.services;
    const book: PriceBook = {
      ...DEFAULT_PRICE_BOOK,
      categories: {
        ...DEFAULT_PRICE_BOOK.categories,
        Residential: {
          services: [
            { ...residential[0]!, nameEs: '', addOns: [{ name: 'Gutters', price: 80 }] },
            ...residential.slice(1),
          ],
        },
      },
      promotions: DEFAULT_PRICE_BOOK.promotions.map(({ nameEs: _es, ...p }) => p),
    };
    expect(spanishNamesMissing(book)).toEqual([
      {
        kind: 'service',
        name: 'House Exterior',
        path: ['categories', 'Residential', 'services', 0, 'nameEs'],
      },
      {
        kind: 'addOn',
        name: 'Gutters',
        path: ['categories', 'Residential', 'services', 0, 'addOns', 0, 'nameEs'],
      },
      { kind: 'promotion', name: 'Get $50 off your first powerwash', path: ['promotions', 0, 'nameEs'] },
    ]);
  });

  it("names a lead's services as the book does in the lead's language, unknown names as they were", () => {
    expect(servicesTextIn(DEFAULT_PRICE_BOOK, 'House Exterior, roof cleaning, Moss', 'es')).toBe(
      'Exterior de la casa, Limpieza de techos, Moss',
    );
    expect(servicesTextIn(DEFAULT_PRICE_BOOK, 'House Exterior, Roof Cleaning', 'en')).toBe(
      'House Exterior, Roof Cleaning',
    );
    expect(bookNameIn(DEFAULT_PRICE_BOOK, 'Get $50 off your first powerwash', 'es')).toMatch(/^Obtenga/);
  });

  it('refuses a Spanish name longer than its English one may be', () => {
    const long = { ...DEFAULT_PRICE_BOOK.promotions[0]!, nameEs: 'x'.repeat(81) };
    const { version: _v, ...book } = DEFAULT_PRICE_BOOK;
    expect(
      PriceBookSchema.safeParse({ ...book, promotions: [{ ...long, nameEs: 'x'.repeat(80) }] }).success,
    ).toBe(true);
    expect(PriceBookSchema.safeParse({ ...book, promotions: [long] }).success).toBe(false);
  });

  describe('size questions and sizes (decision 0329)', () => {
    const size = sizedDriveway.size!;
    const spanishSize = {
      ...size,
      questionEs: '¿Cuántos autos caben en su entrada?',
      tiers: size.tiers.map((t, i) => (i === 1 ? { ...t, labelEs: '3-4 autos' } : t)),
    };
    const book = aBook({
      categories: {
        ...aBook().categories,
        Residential: {
          services: aBook().categories.Residential.services.map((s) =>
            s.size ? { ...s, size: spanishSize } : s,
          ),
        },
      },
    });

    it('says the question and each size in Spanish when written, else in English', () => {
      expect(questionIn(spanishSize, 'es')).toBe('¿Cuántos autos caben en su entrada?');
      expect(questionIn(spanishSize, 'en')).toBe('How many cars does your driveway hold?');
      expect(questionIn({ ...spanishSize, questionEs: ' ' }, 'es')).toBe(
        'How many cars does your driveway hold?',
      );
      expect(tierLabelIn(spanishSize.tiers[1]!, 'es')).toBe('3-4 autos');
      expect(tierLabelIn(spanishSize.tiers[0]!, 'es')).toBe('1-2 cars');
      expect(tierLabelIn(spanishSize.tiers[1]!, 'en')).toBe('3-4 cars');
    });

    it("names a quote line's size as the book does, a size it no longer has as it was", () => {
      expect(bookSizeIn(book, 'Driveway Cleaning', '3-4 cars', 'es')).toBe('3-4 autos');
      expect(bookSizeIn(book, 'Driveway Cleaning', '3-4 cars', 'en')).toBe('3-4 cars');
      expect(bookSizeIn(book, 'Driveway Cleaning', '9 cars', 'es')).toBe('9 cars');
      expect(bookSizeIn(book, 'Roof Cleaning', '3-4 cars', 'es')).toBe('3-4 cars');
      expect(bookQuestionIn(book, size.question, 'es')).toBe('¿Cuántos autos caben en su entrada?');
      expect(bookQuestionIn(book, size.question, 'en')).toBe(size.question);
      expect(bookQuestionIn(book, 'How big?', 'es')).toBe('How big?');
    });

    it('flags an unwritten question and each unwritten size at the path of its field', () => {
      const at = ['categories', 'Residential', 'services', 1, 'size'];
      const missing = spanishNamesMissing(book).filter((m) => m.kind === 'size' || m.kind === 'sizeQuestion');
      expect(missing).toEqual([
        { kind: 'size', name: '1-2 cars', path: [...at, 'tiers', 0, 'labelEs'] },
        { kind: 'size', name: '5 or more cars', path: [...at, 'tiers', 2, 'labelEs'] },
      ]);
      const unwritten = spanishNamesMissing(aBook()).filter((m) => m.kind === 'sizeQuestion');
      expect(unwritten).toEqual([{ kind: 'sizeQuestion', name: size.question, path: [...at, 'questionEs'] }]);
    });

    it('refuses a Spanish question or size longer than the English may be', () => {
      const { version: _v, ...written } = book;
      expect(PriceBookSchema.safeParse(written).success).toBe(true);
      const tooLong = { ...spanishSize, questionEs: 'x'.repeat(121) };
      const services = written.categories.Residential.services.map((s) =>
        s.size ? { ...s, size: tooLong } : s,
      );
      const refused = { ...written, categories: { ...written.categories, Residential: { services } } };
      expect(PriceBookSchema.safeParse(refused).success).toBe(false);
    });
  });
});
