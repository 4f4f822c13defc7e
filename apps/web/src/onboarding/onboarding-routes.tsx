import { WithStatelyInspector } from '../dev/stately-inspector';
import { OnboardingWizard } from './wizard/onboarding-wizard';

/**
 * Everything under /onboarding/* (mounted lazily by the app's router). The wizard itself maps each
 * sub-path to a chart state; /onboarding and unknown sub-paths show the welcome screen.
 */
export default function OnboardingRoutes() {
  return <WithStatelyInspector>{(inspect) => <OnboardingWizard inspect={inspect} />}</WithStatelyInspector>;
}
