import { WizardRouteContext } from './layout/wizard-progress';
import { WelcomeStep } from './steps/welcome-step';

/**
 * The wizard's welcome screen as the prerenderer writes it into /onboarding/welcome: the same step
 * component, without the chart (which reads this browser's storage, so it only starts in the browser).
 * The browser then renders the wizard over it, keeping this on screen until the wizard is ready
 * (main.tsx); a returning prospect's wizard resumes at their step. See docs/decisions/0167.
 */
export function WelcomeFirstPaint() {
  return (
    <WizardRouteContext.Provider value="welcome">
      <WelcomeStep onContinue={() => {}} />
    </WizardRouteContext.Provider>
  );
}
