import { DEFAULT_PRICE_BOOK, quote as priceWith, type Quote } from '@pw/funnel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-utils';
import type { SchedulePanelProps } from '../scheduling/schedule-panel';
import { ConfirmationStep } from '../steps/confirmation-step';
import { ResultStep } from './result-step';

/** A Commercial job with "commercial jobs get an assessment" on, as the wizard holds it. */
function assessedQuote(): Quote {
  const book = { ...DEFAULT_PRICE_BOOK, version: 2, assessment: { commercial: true, aboveTotal: null } };
  const priced = priceWith(book, { propertyType: 'Commercial', services: ['Dumpster Pads'] }, '2026-05-01');
  if (!priced.ok) throw new Error(priced.message);
  const { propertyType, lines, total } = priced.quote;
  return { propertyType, services: lines, total, itemized: priced.quote };
}

describe('the result of a job the owner sees first (decision 0254)', () => {
  it('shows no price, says why kindly and offers the assessment, which opens the scheduler', async () => {
    const onSchedule = vi.fn();
    renderAt(
      <ResultStep
        view="assessment"
        quote={assessedQuote()}
        onBack={() => {}}
        onSchedule={onSchedule}
        schedule={{} as SchedulePanelProps}
      />,
      '/onboarding/result',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Let's take a look together");
    expect(screen.getByText(/we price commercial jobs in person/)).toBeTruthy();
    expect(screen.getByText('Service: Dumpster Pads')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\$\d/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book a free on-site assessment' }));
    expect(onSchedule).toHaveBeenCalledOnce();
  });

  it('confirms an assessment as an assessment', () => {
    renderAt(
      <ConfirmationStep booking={{ day: '2026-05-04', slot: '8:30 AM', hold: 'held', kind: 'assessment' }} />,
      '/onboarding/confirmation',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thanks for booking your free on-site assessment!',
    );
    expect(
      screen.getByText(/Your free on-site assessment is booked for Monday, May 4, 2026 at 8:30 AM/),
    ).toBeTruthy();
  });
});
