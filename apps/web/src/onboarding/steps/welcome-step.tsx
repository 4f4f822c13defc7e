import { siteConfig } from '../../config/site-config';
import { StepLayout } from '../layout/step-layout';
import type { StepNav } from './step-nav';
import { T, useT } from '../../shared/i18n';

/**
 * "Let's get started" before the script runs (decision 0217): a tap is recorded by the page's inline
 * script and replayed by the wizard once it runs (`WELCOME_START_TAP`; on the prerendered welcome the
 * island holds it for the wizard meanwhile, decision 0279); should that script not run, the form goes to
 * the first step's address, which the wizard reads as the welcome's Continue.
 */
export const WELCOME_START_TAP = 'welcome-start';
/** The welcome's early-tap keys, as `useEarlyTaps` takes them (the island and the wizard). */
export const WELCOME_TAPS = [WELCOME_START_TAP];
const beforeScript = { action: '/onboarding/name', tap: WELCOME_START_TAP };

export function WelcomeStep({ onContinue }: Pick<StepNav, 'onContinue'>) {
  const t = useT();
  return (
    <StepLayout
      heading={t('wizard.welcome.heading', { name: siteConfig.persona.name })}
      subheading={t('wizard.welcome.subheading')}
      onContinue={onContinue}
      continueLabel={t('wizard.welcome.start')}
      beforeScript={beforeScript}
    >
      <p className="text-center text-slate-700">
        <T id="wizard.welcome.text" values={{ county: siteConfig.county }} />
      </p>
    </StepLayout>
  );
}
