import { DEFAULT_PRICE_BOOK, priceBookAnswer } from '@pw/funnel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceBookForm } from './price-book-form';
import { acceptEverySave } from './prices-save.test-support';

afterEach(() => vi.unstubAllGlobals());

describe('the Prices page: jobs you want to see first', () => {
  it('turns commercial assessments on, refuses a $0 line beside its box, then saves the rule', async () => {
    const { sent } = acceptEverySave();
    render(<PriceBookForm loaded={priceBookAnswer(DEFAULT_PRICE_BOOK, null)} />);
    const user = userEvent.setup();
    const commercial = screen.getByRole('checkbox', {
      name: 'Commercial jobs get a free on-site assessment',
    });
    expect((commercial as HTMLInputElement).checked).toBe(false);
    await user.click(commercial);
    const line = screen.getByLabelText('Jobs priced above this get an assessment ($, empty for none)');
    await user.type(line, '0');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(screen.getByText('must be at least $1 (leave it empty for no price line)')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(line);
    await user.type(line, '2500');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Saved as version 2: new quotes use these prices now.');
    expect(sent[0]?.assessment).toEqual({ commercial: true, aboveTotal: 2500 });
    expect((commercial as HTMLInputElement).checked).toBe(true);
  });

  it('sends no rule while it is off, as every book saved before it', async () => {
    const { sent } = acceptEverySave();
    render(<PriceBookForm loaded={priceBookAnswer(DEFAULT_PRICE_BOOK, null)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Saved as version 2: new quotes use these prices now.');
    expect(sent[0]).not.toHaveProperty('assessment');
  });
});
