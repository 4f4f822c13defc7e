import type { CaptureLeadInput } from '../effects.js';
import { toAppointment } from '../../calendar/calendar.js';
import { isValidEmail } from '../../contact/email.js';
import type { LeadFields, OnboardingForm } from '../../lead/lead-fields.schema.js';
import { QUOTE_STAGES } from '../../lead/lead.model.js';
import type { Stage } from '../../lead/stages.js';
import { choicesIn } from './onboarding-wizard.quote.js';
import type { OnboardingWizardContext, WizardRoute } from './onboarding-wizard.types.js';

/** Stages the wizard captures and the route each belongs to (`currentStep`). */
export const WIZARD_CAPTURE_STEPS = {
  resumed_session: 'welcome',
  welcome_completed: 'welcome',
  name_completed: 'name',
  contact_completed: 'contact',
  address_completed: 'address',
  waitlist_joined: 'out-of-area',
  property_type_completed: 'property-type',
  service_type_completed: 'service-type',
  size_completed: 'size',
  quote_details: 'review',
  result_page_viewed: 'result',
  quote_viewed: 'result',
  appointment_scheduled: 'result',
  quote_accepted: 'result',
  process_completed: 'confirmation',
} as const satisfies Partial<Record<Stage, WizardRoute>>;
export type WizardCaptureStage = keyof typeof WIZARD_CAPTURE_STEPS;

type FormField = keyof OnboardingForm;
const FULL: readonly FormField[] = [
  'name',
  'email',
  'phone',
  'address',
  'propertyType',
  'serviceNeeded',
  'notes',
];

/** The form fields each stage carries (spec point 7.1); the e-mail rides along whenever known. */
const STAGE_FIELDS: Record<WizardCaptureStage, readonly FormField[]> = {
  resumed_session: FULL,
  welcome_completed: [],
  name_completed: ['name'],
  contact_completed: ['email', 'phone', 'name'],
  address_completed: ['address'],
  waitlist_joined: ['name', 'phone', 'address'],
  property_type_completed: ['propertyType'],
  service_type_completed: ['serviceNeeded'],
  size_completed: ['propertyType', 'serviceNeeded'],
  quote_details: FULL,
  result_page_viewed: FULL,
  quote_viewed: FULL,
  appointment_scheduled: FULL,
  quote_accepted: FULL,
  process_completed: FULL,
};

/**
 * The stages that carry the size screen's choices: its own and those the server prices, always (even
 * empty: a size of a service dropped since must not stay on the lead), and from the review on the
 * promotion code ('' takes a code away).
 */
const WITH_CHOICES: readonly Stage[] = ['size_completed', ...QUOTE_STAGES];

const WITH_APPOINTMENT: readonly WizardCaptureStage[] = [
  'appointment_scheduled',
  'quote_accepted',
  'process_completed',
];

/**
 * Builds the fields of one capture from the wizard's context. Empty texts are left out, and so is an e-mail
 * that is not yet one address (`isValidEmail`): the server would refuse the whole capture for it.
 */
export function captureFields(
  context: Pick<OnboardingWizardContext, 'form' | 'selectedDay' | 'selectedSlot' | 'book' | 'choices'>,
  stage: WizardCaptureStage,
): LeadFields {
  const { form } = context;
  const fields: LeadFields = {};
  for (const key of STAGE_FIELDS[stage]) {
    const value = form[key].trim();
    if (value) fields[key] = value;
  }
  if (isValidEmail(form.email)) fields.email = form.email.trim();
  else delete fields.email;
  if (WITH_CHOICES.includes(stage)) {
    const { sizes, addOns, code } = choicesIn(context);
    Object.assign(
      fields,
      { sizes, addOns },
      stage === 'size_completed' ? {} : { promotionCode: code.trim() },
    );
  }
  if (WITH_APPOINTMENT.includes(stage) && context.selectedDay && context.selectedSlot) {
    Object.assign(fields, toAppointment(context.selectedDay, context.selectedSlot));
  }
  return fields;
}

/** The `captureLead` actor's input for a stage. */
export function captureInput(
  context: Pick<
    OnboardingWizardContext,
    'form' | 'selectedDay' | 'selectedSlot' | 'smsConsent' | 'book' | 'choices'
  >,
  stage: WizardCaptureStage,
): CaptureLeadInput {
  const input = { stage, currentStep: WIZARD_CAPTURE_STEPS[stage], fields: captureFields(context, stage) };
  // The consent box is on the contact step: its capture alone says whether it was ticked.
  return stage === 'contact_completed' ? { ...input, smsConsent: context.smsConsent } : input;
}

/** Did the `captureLead` actor only queue the capture (server unreachable) rather than deliver it? */
export function wasQueued(output: unknown): boolean {
  return typeof output === 'object' && output !== null && (output as { queued?: unknown }).queued === true;
}

/** The manage-link token in a booking capture's answer, if the server gave one. */
export function manageTokenOf(output: unknown): string | undefined {
  const token =
    typeof output === 'object' && output !== null
      ? (output as { manageToken?: unknown }).manageToken
      : undefined;
  return typeof token === 'string' ? token : undefined;
}
