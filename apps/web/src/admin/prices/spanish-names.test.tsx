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

  it('edits a size question and its sizes in Spanish beside the English, flagged while empty (decision 0329)', async () => {
    const { sent } = acceptEverySave();
    render(<PriceBookForm loaded={priceBookAnswer(DEFAULT_PRICE_BOOK, null)} />);
    const user = userEvent.setup();
    const driveway = within(service('Driveway Cleaning'));
    await user.click(
      driveway.getByRole('checkbox', { name: 'Price by size (ask the prospect a size question)' }),
    );
    await user.type(driveway.getByLabelText('Size question'), 'How many cars does your driveway hold?');
    await user.type(driveway.getByLabelText('What is counted'), 'cars');
    for (const [n, label, from, to, price] of [
      [1, '1-2 cars', '', '2', '175'],
      [2, '3 or more cars', '3', '', '250'],
    ] as const) {
      await user.type(driveway.getByLabelText(`Size ${n} as the prospect reads it`), label);
      if (from) await user.type(driveway.getByLabelText(`Size ${n} from`), from);
      if (to) await user.type(driveway.getByLabelText(`Size ${n} to`), to);
      await user.type(driveway.getByLabelText(`Size ${n} price ($)`), price);
    }
    expect(driveway.getAllByText('Spanish missing: the English name is shown')).toHaveLength(3);
    expect(screen.getByTestId('spanish-names-missing').textContent).toMatch(
      /^3 names have no Spanish version: How many cars does your driveway hold\?, 1-2 cars, 3 or more cars\./,
    );
    await user.type(
      driveway.getByLabelText('Size question in Spanish'),
      '¿Cuántos autos caben en su entrada?',
    );
    await user.type(driveway.getByLabelText('Size 1 in Spanish'), '1-2 autos');
    expect(screen.getByTestId('spanish-names-missing').textContent).toMatch(
      /^1 name has no Spanish version: 3 or more cars\./,
    );
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Saved as version 2: new quotes use these prices now.');
    const size = sent[0]!.categories.Residential.services.find((s) => s.name === 'Driveway Cleaning')!.size!;
    expect(size.questionEs).toBe('¿Cuántos autos caben en su entrada?');
    expect(size.tiers.map((t) => t.labelEs)).toEqual(['1-2 autos', undefined]);
    expect(size.tiers[1]).not.toHaveProperty('labelEs');
  });
});
