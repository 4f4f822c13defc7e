import { contactFieldProblems, formatPhoneInput } from '@pw/funnel';
import type { BookingStep } from '@pw/funnel';
import { bookingPropertyTypes, bookingServices, optionWords } from './booking-options';
import type { BookingLead } from '@pw/funnel';
import type { BookingField } from './use-booking-modal';
import { SelectField, SmsConsentField, TextAreaField, TextField } from '../../shared/form-controls';
import { useT } from '../../shared/i18n';

interface StepProps {
  step: BookingStep;
  fields: BookingLead;
  onChange: (field: BookingField, value: string) => void;
  /** The contact step's text-message consent box: unticked until the prospect ticks it. */
  smsConsent: boolean;
  onSmsConsentChange: (granted: boolean) => void;
}

/** The fields of one booking step. */
export function BookingStepFields({ step, fields, onChange, smsConsent, onSmsConsentChange }: StepProps) {
  const t = useT();
  switch (step) {
    case 'contact': {
      const problems = contactFieldProblems(fields);
      return (
        <div className="space-y-4">
          <TextField
            label={t('booking.fullName')}
            data-autofocus
            required
            autoComplete="name"
            value={fields.name}
            onValue={(v) => onChange('name', v)}
          />
          <TextField
            label={t('booking.email')}
            required
            type="email"
            autoComplete="email"
            error={problems.email?.description && t(problems.email.description)}
            value={fields.email}
            onValue={(v) => onChange('email', v)}
          />
          <TextField
            label={t('booking.phone')}
            required
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(555) 555-5555"
            error={problems.phone?.description && t(problems.phone.description)}
            value={fields.phone}
            onValue={(v) => onChange('phone', formatPhoneInput(v))}
          />
          <SmsConsentField checked={smsConsent} onChecked={onSmsConsentChange} />
        </div>
      );
    }
    case 'property':
      return (
        <div className="space-y-4">
          <TextField
            label={t('booking.address')}
            required
            autoComplete="street-address"
            value={fields.address}
            onValue={(v) => onChange('address', v)}
          />
          <SelectField
            label={t('booking.propertyType')}
            required
            placeholder={t('booking.propertyTypePlaceholder')}
            options={bookingPropertyTypes}
            optionLabel={optionWords(t)}
            value={fields.propertyType}
            onValue={(v) => onChange('propertyType', v)}
          />
        </div>
      );
    case 'service':
      return (
        <SelectField
          label={t('booking.service')}
          required
          placeholder={t('booking.servicePlaceholder')}
          options={bookingServices}
          optionLabel={optionWords(t)}
          value={fields.serviceNeeded}
          onValue={(v) => onChange('serviceNeeded', v)}
        />
      );
    case 'notes':
      return (
        <TextAreaField
          label={t('booking.notes')}
          placeholder={t('booking.notesPlaceholder')}
          value={fields.notes}
          onValue={(v) => onChange('notes', v)}
        />
      );
  }
}
