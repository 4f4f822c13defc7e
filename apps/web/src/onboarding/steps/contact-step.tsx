import { SmsConsentField } from '../../shared/form-controls';
import { StepLayout } from '../layout/step-layout';
import { TextField } from '../../shared/form-controls';
import type { StepNav } from './step-nav';

export interface ContactStepProps extends StepNav {
  email: string;
  phone: string;
  onFieldChange: (field: 'email' | 'phone', value: string) => void;
  /** The text-message consent box: unticked until the prospect ticks it. */
  smsConsent: boolean;
  onSmsConsentChange: (granted: boolean) => void;
}

export function ContactStep({
  email,
  phone,
  onFieldChange,
  smsConsent,
  onSmsConsentChange,
  ...nav
}: ContactStepProps) {
  return (
    <StepLayout
      heading="How can I reach you?"
      subheading="I'll send your quote here and confirm your appointment."
      {...nav}
    >
      <TextField
        look="step"
        label="Email Address"
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
        value={email}
        onValue={(value) => onFieldChange('email', value)}
      />
      <TextField
        look="step"
        label="Phone Number"
        type="tel"
        inputMode="tel"
        placeholder="(555) 555-0123"
        autoComplete="tel-national"
        value={phone}
        // The chart formats the phone as it is typed (onboarding-wizard.steps' changeField).
        onValue={(value) => onFieldChange('phone', value)}
        hint="I'll only call if we need to discuss specific requirements."
      />
      <SmsConsentField checked={smsConsent} onChecked={onSmsConsentChange} />
    </StepLayout>
  );
}
