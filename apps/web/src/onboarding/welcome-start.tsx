import { holdTap, markBusy, useEarlyTaps } from '../shared/early-taps';
import { WizardRouteContext } from './layout/wizard-progress';
import { WELCOME_START_TAP, WELCOME_TAPS, WelcomeStep } from './steps/welcome-step';

/**
 * The wizard's welcome screen as an island (decision 0279): prerendered into /onboarding/welcome and
 * hydrated there alone, without the chart, the router or the lead schemas (the chart reads this browser's
 * storage, so the build cannot know a returning prospect's screen). "Let's get started" does not start
 * the wizard here: each tap, made before this hydrated (recorded by the page's inline script) or after,
 * is held for the wizard and `onStart` asks for it; the wizard then takes the page over and replays the
 * tap through its chart, once, and only if it opened on the welcome (`onboarding-wizard.tsx`).
 */
export function WelcomeStart({ onStart }: { onStart: () => void }) {
  const start = () => {
    holdTap(WELCOME_START_TAP);
    // The wizard's code may still be on its way: the button says at once that the tap counted.
    markBusy(WELCOME_START_TAP);
    onStart();
  };
  useEarlyTaps(WELCOME_TAPS, start);
  return (
    <WizardRouteContext.Provider value="welcome">
      <WelcomeStep onContinue={start} />
    </WizardRouteContext.Provider>
  );
}

/** The island's name: its container's `data-island` and React's id prefix inside it. */
export const WELCOME_ISLAND = 'welcome-start';

/** The island's content with its `onStart`, the same component prerendered (a no-op) and hydrated. */
export const welcomeIsland = (onStart: () => void) =>
  function Welcome() {
    return <WelcomeStart onStart={onStart} />;
  };
