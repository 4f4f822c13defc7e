import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { Inspect } from '../../shared/dev-tools/stately-inspector';
import { wizardRouteOf, wizardStepsOf, type ResumeAnswer } from '@pw/funnel';
import { dismissToasts } from '../../shared/toast';
import { useEarlyTaps } from '../../shared/early-taps';
import { WELCOME_TAPS } from '../steps/welcome-step';
import { browserStore } from '../../shared/data/browser-storage';
import { sharedLeadCapture } from '../../shared/data/lead-capture.service';
import { writeStoredBooking } from '../../shared/data/lead-storage';
import { WizardRouteContext, WizardStepsContext } from '../layout/wizard-progress';
import { useLayoutSync } from './use-layout-sync';
import { useOnboardingActor } from './use-onboarding-actor';
import { useRememberTyped } from './use-remember-typed';
import { useRouteSync } from './use-route-sync';
import { WizardScreen } from './wizard-screen';

/**
 * The running wizard: one chart actor, the URL kept in step with it, queued captures re-sent. `resume`:
 * the server's answer to a resume link, which the chart starts from instead of this browser's storage.
 */
export function OnboardingWizard({
  inspect,
  resume = null,
}: {
  inspect?: Inspect | undefined;
  resume?: ResumeAnswer | null;
}) {
  const leadCapture = useMemo(() => sharedLeadCapture(), []);
  const actor = useOnboardingActor({ leadCapture, inspect, resume });
  useRememberTyped(actor);
  const route = useSelector(actor, wizardRouteOf);
  const steps = useSelector(actor, wizardStepsOf);
  const booking = useSelector(actor, (s) => s.context.booking);
  useEffect(() => writeStoredBooking(browserStore(), booking), [booking]);
  useRouteSync(actor, route);
  // A step's validation toast ('Invalid Email') is moot once the step is left; it must not sit over the next.
  useEffect(() => dismissToasts('step'), [route]);
  useLayoutSync(actor);
  // "Let's get started" tapped before this ran (before any script, or on the welcome's island, which holds
  // its taps for the wizard: decision 0279): taken once, and only if the wizard opened on the welcome (a
  // returning prospect resumed at their step has nothing to start).
  useEarlyTaps(WELCOME_TAPS, () => {
    if (wizardRouteOf(actor.getSnapshot()) === 'welcome') actor.send({ type: 'wizard.next' });
  });
  return (
    <WizardRouteContext.Provider value={route}>
      <WizardStepsContext.Provider value={steps}>
        <WizardScreen actor={actor} />
      </WizardStepsContext.Provider>
    </WizardRouteContext.Provider>
  );
}
