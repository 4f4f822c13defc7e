import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { bookNameIn, nameIn, servicesTextIn, spanishNamesMissing } from './price-book-names.js';
import { PriceBookSchema, type PriceBook } from './price-book.schema.js';

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
});
