import { DEFAULT_PRICE_BOOK, priceBookAnswer } from '@pw/funnel';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceBookForm } from './price-book-form';
import { acceptEverySave } from './prices-save.test-support';

afterEach(() => vi.unstubAllGlobals());

const service = (name: string) => screen.getByRole('group', { name });

describe("the Prices page's Spanish names (issue 41)", () => {
  it('flags an emptied Spanish name beside it and above the form, and saves the names as written', async () => {
    const { sent } = acceptEverySave();
    render(<PriceBookForm loaded={priceBookAnswer(DEFAULT_PRICE_BOOK, null)} />);
    const user = userEvent.setup();
    // The default book has every Spanish name: nothing is flagged.
    expect(screen.queryByTestId('spanish-names-missing')).toBeNull();
    const roof = within(service('Roof Cleaning')).getByLabelText('Service name in Spanish');
    expect((roof as HTMLInputElement).value).toBe('Limpieza de techos');
    await user.clear(roof);
    expect(
      within(service('Roof Cleaning')).getByText('Spanish missing: the English name is shown'),
    ).toBeTruthy();
    expect(screen.getByTestId('spanish-names-missing').textContent).toBe(
      '1 name has no Spanish version: Roof Cleaning. Spanish pages and messages show the English name.',
    );
    const promotion = within(service('Get $50 off your first powerwash')).getByLabelText(
      'Promotion name in Spanish',
    );
    await user.clear(promotion);
    await user.type(promotion, '$50 menos en su primer lavado');
    const driveway = within(service('Driveway Cleaning'));
    await user.click(driveway.getByRole('button', { name: 'Add an add-on' }));
    await user.type(driveway.getByLabelText('Add-on 1'), 'Sealing');
    await user.type(driveway.getByLabelText('Add-on 1 price ($)'), '120');
    expect(screen.getByTestId('spanish-names-missing').textContent).toMatch(
      /^2 names have no Spanish version: Sealing, Roof Cleaning\./,
    );
    await user.type(driveway.getByLabelText('Add-on 1 in Spanish'), 'Sellado');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Saved as version 2: new quotes use these prices now.');
    const book = sent[0]!;
    const residential = book.categories.Residential.services;
    expect(residential.find((s) => s.name === 'Roof Cleaning')).not.toHaveProperty('nameEs');
    expect(residential.find((s) => s.name === 'Driveway Cleaning')!.addOns).toEqual([
      { name: 'Sealing', nameEs: 'Sellado', price: 120 },
    ]);
    expect(book.promotions[0]!.nameEs).toBe('$50 menos en su primer lavado');
  });
});
