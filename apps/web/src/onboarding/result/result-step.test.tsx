import { MISSING_EMAIL, PRICE_FAILURE } from '@pw/funnel';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebMessageKey } from '../../shared/i18n';
import { renderAt } from '../../test-utils';
import type { SchedulePanelProps } from '../scheduling/schedule-panel';
import { ResultStep, type ResultView } from './result-step';

function renderResult(view: ResultView, error: WebMessageKey | null, path = '/onboarding/result') {
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
    path,
  );
}

describe('result screen errors', () => {
  it.each([
    ['failure', MISSING_EMAIL, 'Something went wrong', 'Missing email information'],
    [
      'unable',
      PRICE_FAILURE,
      'Unable to generate quote',
      'Unable to calculate a price based on the selected services',
    ],
  ] as const)('the %s screen shows the chart’s reason: %s', (view, error, heading, reason) => {
    renderResult(view, error);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it.each([
    ['failure', MISSING_EMAIL, 'Algo salió mal', 'Falta el correo electrónico'],
    [
      'unable',
      PRICE_FAILURE,
      'No se pudo preparar la cotización',
      'No se pudo calcular un precio con los servicios elegidos',
    ],
  ] as const)('in Spanish, the %s screen and its reason are Spanish', (view, error, heading, reason) => {
    renderResult(view, error, '/es/onboarding/result');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
  });

  it('shows no alert when there is no reason', () => {
    renderResult('failure', null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
