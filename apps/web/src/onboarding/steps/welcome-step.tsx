import { siteConfig } from '../../config/site-config';
import { StepLayout } from '../layout/step-layout';
import type { StepNav } from './step-nav';

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
  return (
    <StepLayout
      heading={`Hey! I'm ${siteConfig.persona.name} – welcome!`}
      subheading="Let's make your property shine like new."
      onContinue={onContinue}
      continueLabel="Let's get started"
      beforeScript={beforeScript}
    >
      <p className="text-center text-slate-700">
        We provide top-quality pressure washing for homes and businesses across {siteConfig.county} and nearby
        areas. Answer a few quick questions and get your fast, free quote in minutes.
      </p>
    </StepLayout>
  );
}
