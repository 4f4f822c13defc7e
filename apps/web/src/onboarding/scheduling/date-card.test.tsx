import { availabilityRules, scheduleRulesOf } from '@pw/funnel';
import { screen } from '@testing-library/react';
import { render as renderIn } from '@testing-library/react';
import { InLanguage, renderInEnglish as render } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateCard } from './date-card';

// Sunday 29 November 2026, 18:30 in New York: nothing left today; Monday 30 November is the month's
// last open day.
const now = new Date('2026-11-29T23:30:00Z');
const rules = scheduleRulesOf(availabilityRules(undefined));
const card = (unavailableDays: string[]) => (
  <DateCard
    now={now}
    rules={rules}
    selectedDay={null}
    unavailableDays={unavailableDays}
    onDateSelect={() => {}}
  />
);

describe('the scheduler calendar', () => {
  it('speaks Spanish on a Spanish page: the heading, the month, the weekdays (issue 41)', async () => {
    renderIn(<InLanguage language="es">{card([])}</InLanguage>);
    expect(screen.getByRole('heading', { name: 'Elija la fecha' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: /noviembre/ });
    expect(grid.textContent).not.toMatch(/November|Monday|Mo\b/);
    expect(grid.querySelector('[aria-label="lunes"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^lunes, 30 de noviembre de 2026/ })).toBeTruthy();
  });

  it('paints the card first and the month right after', async () => {
    render(card([]));
    expect(screen.getByRole('heading', { name: 'Select Date' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeTruthy();
  });

  it('moves to next month when the server says the last open day of this one is full', async () => {
    const { rerender } = render(card([]));
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeTruthy();
    rerender(card(['2026-11-30']));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
  });

  it('stays on the month the person moved to when a later answer arrives', async () => {
    const { rerender } = render(card([]));
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
    rerender(card(['2026-11-30']));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
  });
});
