import { z } from 'zod';
import { SlotLabelSchema } from '../calendar/slot-label.schema.js';
import { PROPERTY_CATEGORIES } from '../config/funnel-config.js';
import { EMAIL_MAX, isValidEmail } from '../contact/email.js';
import { QuoteAnswersSchema } from '../pricing/quote.schema.js';

/** Length limits on every text a prospect sends (the spec sets none; decision 0002). */
export const LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  phone: 20,
  address: 300,
  propertyType: 40,
  serviceNeeded: 500,
  notes: 2000,
  source: 2048,
  querystring: 2048,
  currentStep: 40,
  slot: 20,
} as const;

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/** An e-mail field: empty (not given yet) or one mailbox by the one e-mail rule (`isValidEmail`). */
export const EmailSchema = text(LIMITS.email).refine((v) => v === '' || isValidEmail(v), {
  error: 'must be a valid email address',
});

/** The wizard's form data, mirrored to browser storage under `onboarding_` keys. */
export const OnboardingFormSchema = z.object({
  name: text(LIMITS.name),
  email: EmailSchema,
  phone: text(LIMITS.phone),
  address: text(LIMITS.address),
  propertyType: z.enum(PROPERTY_CATEGORIES),
  /** Comma-separated service names. */
  serviceNeeded: text(LIMITS.serviceNeeded),
  notes: text(LIMITS.notes),
});
export type OnboardingForm = z.infer<typeof OnboardingFormSchema>;

/** The wizard form's fields, in order (each mirrored under its `STORAGE_KEYS` entry). */
export const ONBOARDING_FORM_FIELDS = OnboardingFormSchema.keyof().options;

export const emptyOnboardingForm: OnboardingForm = {
  name: '',
  email: '',
  phone: '',
  address: '',
  propertyType: 'Residential',
  serviceNeeded: '',
  notes: '',
};

/** The booking modal's lead. */
export const BookingLeadSchema = z.object({
  name: text(LIMITS.name),
  email: EmailSchema,
  phone: text(LIMITS.phone),
  address: text(LIMITS.address),
  propertyType: text(LIMITS.propertyType),
  serviceNeeded: text(LIMITS.serviceNeeded),
  notes: text(LIMITS.notes),
});
export type BookingLead = z.infer<typeof BookingLeadSchema>;

export const emptyBookingLead: BookingLead = {
  name: '',
  email: '',
  phone: '',
  address: '',
  propertyType: '',
  serviceNeeded: '',
  notes: '',
};

/** Fields a capture may carry; every one optional, unknown ones refused. */
export const LeadFieldsSchema = z.strictObject({
  name: text(LIMITS.name).optional(),
  email: EmailSchema.optional(),
  phone: text(LIMITS.phone).optional(),
  address: text(LIMITS.address).optional(),
  propertyType: text(LIMITS.propertyType).optional(),
  serviceNeeded: text(LIMITS.serviceNeeded).optional(),
  notes: text(LIMITS.notes).optional(),
  appointmentDate: z.iso.date({ error: 'must be a date (yyyy-MM-dd)' }).optional(),
  appointmentTime: SlotLabelSchema.optional(),
  appointmentTimestamp: z.iso.datetime({ local: true, error: 'must be a local date-time' }).optional(),
  /** The answers a price depends on beyond the services (issue 21); never a price. */
  sizes: QuoteAnswersSchema.shape.sizes,
  addOns: QuoteAnswersSchema.shape.addOns,
  promotionCode: QuoteAnswersSchema.shape.code,
});
export type LeadFields = z.infer<typeof LeadFieldsSchema>;
