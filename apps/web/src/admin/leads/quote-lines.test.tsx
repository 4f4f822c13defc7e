import { DEFAULT_PRICE_BOOK, quote } from '@pw/funnel';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteLines } from './quote-lines';

describe('QuoteLines', () => {
  it('itemizes a quote as it was priced, with its promotion, total and price book version', () => {
    const priced = quote(
      DEFAULT_PRICE_BOOK,
      { propertyType: 'Residential', services: ['House Exterior', 'Roof Cleaning'], code: 'FIRST50' },
      '2026-05-01',
    );
    if (!priced.ok) throw new Error(priced.message);
    render(<QuoteLines quote={priced.quote} />);
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      'House Exterior$400',
      'Roof Cleaning$500',
      'Get $50 off your first powerwash (code FIRST50)−$50',
      'Total$850',
    ]);
    expect(screen.getByText('Prices of version 1')).toBeTruthy();
    expect(screen.getByText('Job length: 6 h of crew time, set-up and travel included')).toBeTruthy();
  });

  it('says no length for a quote given before jobs were timed', () => {
    const priced = quote(
      DEFAULT_PRICE_BOOK,
      { propertyType: 'Residential', services: 'Driveway Cleaning' },
      '2026-05-01',
    );
    if (!priced.ok) throw new Error(priced.message);
    const { jobMinutes: _older, ...before } = priced.quote;
    render(<QuoteLines quote={before} />);
    expect(screen.queryByText(/Job length/)).toBeNull();
  });
});
