import { SmsConsentField } from '../../shared/form-controls';
import { StepLayout } from '../layout/step-layout';
import { TextField } from '../../shared/form-controls';
import type { StepNav } from './step-nav';
import { useT } from '../../shared/i18n';

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
  const t = useT();
  return (
    <StepLayout heading={t('wizard.contact.heading')} subheading={t('wizard.contact.subheading')} {...nav}>
      <TextField
        look="step"
        label={t('wizard.contact.email')}
        type="email"
        placeholder={t('wizard.contact.emailPlaceholder')}
        autoComplete="email"
        value={email}
        onValue={(value) => onFieldChange('email', value)}
      />
      <TextField
        look="step"
        label={t('wizard.contact.phone')}
        type="tel"
        inputMode="tel"
        placeholder="(555) 555-0123"
        autoComplete="tel-national"
        value={phone}
        // The chart formats the phone as it is typed (onboarding-wizard.steps' changeField).
        onValue={(value) => onFieldChange('phone', value)}
        hint={t('wizard.contact.phoneHint')}
      />
      <SmsConsentField checked={smsConsent} onChecked={onSmsConsentChange} />
    </StepLayout>
  );
}
