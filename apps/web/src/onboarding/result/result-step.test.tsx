import { MISSING_EMAIL, PRICE_FAILURE_MESSAGE } from '@pw/funnel';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test-utils';
import type { SchedulePanelProps } from '../scheduling/schedule-panel';
import { ResultStep, type ResultView } from './result-step';

function renderResult(view: ResultView, error: string | null) {
  const noop = () => {};
  renderAt(
    <ResultStep
      view={view}
      quote={null}
      error={error}
      onBack={noop}
      onSchedule={noop}
      schedule={{} as SchedulePanelProps}
    />,
    '/onboarding/result',
  );
}

describe('result screen errors', () => {
  it.each([
    ['failure', MISSING_EMAIL, 'Something went wrong'],
    ['unable', PRICE_FAILURE_MESSAGE, 'Unable to generate quote'],
  ] as const)('the %s screen shows the chart’s reason: %s', (view, error, heading) => {
    renderResult(view, error);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('shows no alert when there is no reason', () => {
    renderResult('failure', null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
