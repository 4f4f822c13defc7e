/**
 * The vocabularies of a lead's life (spec point 4). `welcome_completed` and `booking_progress` are ours
 * (decision 0002): the spec names no stage for leaving the welcome screen or for the modal's Next.
 */
export const WIZARD_STAGES = [
  'welcome_completed',
  'name_completed',
  'contact_completed',
  'address_completed',
  'property_type_completed',
  'service_type_completed',
  'quote_details',
  'result_page_viewed',
  'quote_viewed',
  'appointment_scheduled',
  'quote_accepted',
  'process_completed',
] as const;

export const STAGES = [
  ...WIZARD_STAGES,
  'resumed_session',
  'booking_progress',
  'data_fields_test',
  'test_data',
  'test_data_sent',
] as const;
export type Stage = (typeof STAGES)[number];

export const QUOTE_STATUSES = ['generated', 'accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const LEAD_STATUSES = ['in_progress', 'complete'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const FORM_TYPES = ['onboarding', 'bookingModal'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** A record is partial until its stage is process_completed; then completed and not partial. */
export function completionFlags(stage: Stage): { partial: boolean; completed: boolean; status: LeadStatus } {
  const done = stage === 'process_completed';
  return { partial: !done, completed: done, status: done ? 'complete' : 'in_progress' };
}

/**
 * The appointment status a stage sets: booked on `appointment_scheduled`, confirmed on
 * `process_completed` (the lead model confirms only an appointment that was booked).
 */
export function appointmentStatusOf(stage: Stage): AppointmentStatus | undefined {
  if (stage === 'appointment_scheduled') return 'scheduled';
  if (stage === 'process_completed') return 'confirmed';
  return undefined;
}

/** Stages captured before a prospect has given an e-mail: kept against the visit until it is known. */
export const STAGES_WITHOUT_EMAIL: readonly Stage[] = ['welcome_completed', 'name_completed'];

export function stageNeedsEmail(stage: Stage): boolean {
  return !STAGES_WITHOUT_EMAIL.includes(stage);
}

/** The stage that reserves an appointment slot. */
export function stageBooksSlot(stage: Stage): boolean {
  return stage === 'appointment_scheduled';
}
