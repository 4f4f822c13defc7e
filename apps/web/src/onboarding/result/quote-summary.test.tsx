import { DEFAULT_PRICE_BOOK, quote, type VersionedPriceBook } from '@pw/funnel';
import { screen } from '@testing-library/react';
import { renderAt, renderInEnglish } from '../../test-utils';
import { describe, expect, it } from 'vitest';
import { QuoteSummary } from './quote-summary';

/** The default book with an add-on and a multi-service discount. */
const book: VersionedPriceBook = (() => {
  const driveway = DEFAULT_PRICE_BOOK.categories.Residential.services[1]!;
  return {
    ...DEFAULT_PRICE_BOOK,
    categories: {
      ...DEFAULT_PRICE_BOOK.categories,
      Residential: {
        services: DEFAULT_PRICE_BOOK.categories.Residential.services.map((s) =>
          s === driveway ? { ...s, addOns: [{ name: 'Sealing', price: 120 }] } : s,
        ),
      },
    },
    multiServiceDiscount: { percent: 10, fromServices: 2 },
  };
})();

describe('the quote card', () => {
  it('lists every line of a quote priced with the book: size, add-on, discount, promotion', () => {
    const priced = quote(
      book,
      {
        propertyType: 'Residential',
        services: ['House Exterior', 'Driveway Cleaning'],
        addOns: { 'Driveway Cleaning': ['Sealing'] },
        code: 'FIRST50',
      },
      '2026-05-01',
    );
    if (!priced.ok) throw new Error(priced.message);
    const { lines, total } = priced.quote;
    renderInEnglish(
      <QuoteSummary
        quote={{ propertyType: 'Residential', services: lines, total, itemized: priced.quote }}
      />,
    );
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'ServicePrice',
      'House Exterior$400',
      'Driveway Cleaning$175',
      'Sealing (add-on to Driveway Cleaning)$120',
      '10% off 2 or more services−$70',
      'Get $50 off your first powerwash (code FIRST50)−$50',
      'Total$575',
    ]);
  });

  it("in Spanish: the table's words and every row's own words are Spanish, the book's names as written", () => {
    const priced = quote(
      book,
      {
        propertyType: 'Residential',
        services: ['House Exterior', 'Driveway Cleaning'],
        addOns: { 'Driveway Cleaning': ['Sealing'] },
        code: 'FIRST50',
      },
      '2026-05-01',
    );
    if (!priced.ok) throw new Error(priced.message);
    const { lines, total } = priced.quote;
    renderAt(
      <QuoteSummary
        quote={{ propertyType: 'Residential', services: lines, total, itemized: priced.quote }}
        discount={book.multiServiceDiscount}
      />,
      '/es/onboarding/result',
    );
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'ServicioPrecio',
      'House Exterior$400',
      'Driveway Cleaning$175',
      'Sealing (extra de Driveway Cleaning)$120',
      '10% de descuento en 2 servicios o más−$70',
      'Get $50 off your first powerwash (código FIRST50)−$50',
      'Total$575',
    ]);
    expect(screen.getByText('Paquete de 2 servicios')).toBeTruthy();
    expect(screen.getByText('Pague al terminar el servicio')).toBeTruthy();
  });
});
