import { FUNNEL_STEPS, type AnalyticsReport, type StepFigures } from '@pw/funnel';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageFunnel } from './language-funnel';

/** Steps with `visits` at the first steps and none after. */
const steps = (...visits: number[]): StepFigures[] =>
  FUNNEL_STEPS.map((stage, i) => ({
    stage,
    visits: visits[i] ?? 0,
    conversion: null,
    overall: null,
    dropOff: 0,
  }));

const report = {
  steps: steps(10, 7, 4),
  stepsByLanguage: { en: steps(6, 5, 3), es: steps(4, 2, 1) },
} as unknown as AnalyticsReport;

const visitsIn = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1, 4)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('the funnel by language (issue 41)', () => {
  it('shows both languages side by side, then one language alone', async () => {
    render(<LanguageFunnel r={report} />);
    expect(screen.getByText('Visits at each step, English and Español side by side')).toBeTruthy();
    expect(visitsIn('Visits at each step by language')).toEqual([
      ['6', '4'],
      ['5', '2'],
      ['3', '1'],
    ]);
    expect(visitsIn('Funnel steps').map((r) => r[0])).toEqual(['10', '7', '4']);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Español' }));
    expect(screen.getByText('Visits at each step, Español')).toBeTruthy();
    expect(visitsIn('Funnel steps').map((r) => r[0])).toEqual(['4', '2', '1']);
    expect(screen.queryByRole('table', { name: 'Visits at each step by language' })).toBeNull();
  });
});
