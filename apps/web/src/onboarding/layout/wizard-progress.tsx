import { createContext, useContext } from 'react';
import { FORM_ROUTES, type WizardRoute } from '@pw/funnel';
import { useT } from '../../shared/i18n';

/** The route the wizard shows; StepLayout draws the indicator only for the form's steps. */
export const WizardRouteContext = createContext<string | null>(null);

/** The form steps this prospect walks (`wizardStepsOf`): the size screen only when it is asked. */
export const WizardStepsContext = createContext<readonly WizardRoute[]>(
  FORM_ROUTES.filter((route) => route !== 'size'),
);

/**
 * A slim bar: 'Step 3 of 7' for assistive technology, no visible text (the spec's texts stay as they
 * are). Decorative colours only; the track meets the 3:1 non-text contrast against the white card.
 */
export function WizardProgress() {
  const route = useContext(WizardRouteContext);
  const steps = useContext(WizardStepsContext);
  const t = useT();
  // The form steps, in order: the quote and after are not steps to fill.
  const index = steps.indexOf(route as WizardRoute);
  if (index < 0) return null;
  const step = index + 1;
  const total = steps.length;
  return (
    <div
      role="progressbar"
      aria-label={t('wizard.progress')}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={step}
      aria-valuetext={t('wizard.progress.step', { step, total })}
      className="mx-auto mb-4 h-1.5 w-2/3 max-w-xs overflow-hidden rounded-full bg-slate-400"
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
        style={{ width: `${(100 * step) / total}%` }}
      />
    </div>
  );
}
