import { DEFAULT_PRICE_BOOK, DEFAULT_SERVICE_AREA, priceBookAnswer } from '@pw/funnel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceBookForm } from './price-book-form';
import { acceptEverySave } from './prices-save.test-support';
import { areaDraftOf, areaOf } from './service-area-draft';

afterEach(() => vi.unstubAllGlobals());

describe('the service area on the Prices page', () => {
  it('gives back the area it was made from, ZIP codes typed any way', () => {
    expect(areaOf(areaDraftOf(DEFAULT_SERVICE_AREA))).toEqual(DEFAULT_SERVICE_AREA);
    expect(areaOf({ zips: '33401, 33458;\n 33480 ', towns: ' Port St. Lucie\n\nStuart ' })).toEqual({
      zips: ['33401', '33458', '33480'],
      towns: ['Port St. Lucie', 'Stuart'],
    });
  });

  it('counts the ZIP codes, names a bad one beside the list and saves the area with the book', async () => {
    const { sent } = acceptEverySave();
    render(<PriceBookForm loaded={priceBookAnswer(DEFAULT_PRICE_BOOK, null)} />);
    const user = userEvent.setup();
    const zips = screen.getByLabelText('ZIP codes you serve');
    expect(screen.getByText(/^76 ZIP codes,/)).toBeTruthy();
    await user.clear(zips);
    await user.type(zips, '33401 3340 33401');
    expect(screen.getByText(/^3 ZIP codes,/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(screen.getByText('"3340" is not a 5-digit ZIP code 33401 is listed twice')).toBeTruthy();
    expect(zips.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(zips);
    await user.type(zips, '33401 32801');
    await user.type(screen.getByLabelText(/^Towns you serve/), 'Stuart');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Saved as version 2: new quotes use these prices now.');
    expect(sent[0]?.serviceArea).toEqual({ zips: ['33401', '32801'], towns: ['Stuart'] });
  });
});
