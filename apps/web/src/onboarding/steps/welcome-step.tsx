import { siteConfig } from '../../config/site-config';
import { StepLayout } from '../layout/step-layout';
import type { StepNav } from './step-nav';

export function WelcomeStep({ onContinue }: Pick<StepNav, 'onContinue'>) {
  return (
    <StepLayout
      heading={`Hey! I'm ${siteConfig.persona.name} – welcome!`}
      subheading="Let's make your property shine like new."
      onContinue={onContinue}
      continueLabel="Let's get started"
    >
      <p className="text-center text-slate-700">
        We provide top-quality pressure washing for homes and businesses across {siteConfig.county} and nearby
        areas. Answer a few quick questions and get your fast, free quote in minutes.
      </p>
    </StepLayout>
  );
}
