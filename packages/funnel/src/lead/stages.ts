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

/**
 * Ours (decision 0132): changes to a booked appointment after the wizard. The server records them itself,
 * from the prospect's manage link or the owner's admin; the public capture API refuses them.
 */
export const APPOINTMENT_CHANGE_STAGES = [
  'appointment_rescheduled',
  'appointment_cancelled',
  'appointment_confirmed',
  'appointment_done',
] as const;
export type AppointmentChangeStage = (typeof APPOINTMENT_CHANGE_STAGES)[number];

/** Who changes a booked appointment after the wizard: the owner, or the prospect through the manage link. */
export type AppointmentChangeBy = 'admin' | 'manage-link';

/**
 * Analytics-only stages (decision 0122): `screen_viewed` says a wizard screen was shown (`currentStep` is
 * its route). Stored in the event log for the funnel, never folded into the lead, never sent to the
 * webhook, and it carries no fields, so nothing personal is recorded before the prospect gives it.
 */
export const ANALYTICS_STAGES = ['screen_viewed'] as const;
export type AnalyticsStage = (typeof ANALYTICS_STAGES)[number];

/**
 * Ours (issue 21, decision 0248): the wizard's size-and-add-ons screen, shown only when a chosen service
 * asks a size or offers add-ons. A step most visits skip is not a step of marketing's linear funnel (it
 * would read as everyone else dropping off there), so it is a wizard stage outside `WIZARD_STAGES`.
 */
const SIZE_STAGE = 'size_completed';

/**
 * Ours (decision 0234): a prospect opened a resume link (a follow-up message's) and the wizard opened at
 * the step where they stopped. The server records it when the link is opened; the capture API refuses it.
 */
export const RESUMED_FROM_LINK = 'resumed_from_link';

/** Stages only the server records: appointment changes and a resume link's opening. */
const SERVER_ONLY_STAGES = [...APPOINTMENT_CHANGE_STAGES, RESUMED_FROM_LINK] as const;

/**
 * Ours (decision 0253): a prospect whose address is outside the service area joined the waitlist for when
 * the company comes to their area. Not a step of the funnel; counted on its own.
 */
export const WAITLIST_JOINED = 'waitlist_joined';

export const STAGES = [
  ...WIZARD_STAGES,
  WAITLIST_JOINED,
  ...SERVER_ONLY_STAGES,
  SIZE_STAGE,
  'resumed_session',
  'booking_progress',
  'data_fields_test',
  'test_data',
  'test_data_sent',
  ...ANALYTICS_STAGES,
] as const;
export type Stage = (typeof STAGES)[number];

/** Whether a stage is analytics-only: an event for the funnel, not a step of a lead. */
export function isAnalyticsOnly(stage: Stage): stage is AnalyticsStage {
  return (ANALYTICS_STAGES as readonly Stage[]).includes(stage);
}

/**
 * Marketing's funnel, in order: the wizard opened (a visit saw any wizard screen), then each wizard stage
 * to process_completed.
 */
export const FUNNEL_STEPS = ['screen_viewed', ...WIZARD_STAGES] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const QUOTE_STATUSES = ['generated', 'accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * The spec's scheduled (on booking) and confirmed (on completion, or by the owner), and ours: done and
 * cancelled (the owner or the prospect), callback_requested (a booking queued offline whose slot was gone
 * when it arrived: the owner calls back, decision 0130).
 */
export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'done',
  'cancelled',
  'callback_requested',
] as const;
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
export const STAGES_WITHOUT_EMAIL: readonly Stage[] = [
  'welcome_completed',
  'name_completed',
  ...ANALYTICS_STAGES,
];

export function stageNeedsEmail(stage: Stage): boolean {
  return !STAGES_WITHOUT_EMAIL.includes(stage);
}

/** The stages that reserve an appointment slot. */
export function stageBooksSlot(stage: Stage): boolean {
  return stage === 'appointment_scheduled' || stage === 'appointment_rescheduled';
}

/** Stages only the server records (appointment changes, a resume link's opening); a browser may not send them. */
export function stageIsServerOnly(stage: Stage): boolean {
  return (SERVER_ONLY_STAGES as readonly Stage[]).includes(stage);
}

/** Whether a stage changes a booked appointment after the wizard (decision 0132). */
export function isAppointmentChange(stage: Stage): stage is AppointmentChangeStage {
  return (APPOINTMENT_CHANGE_STAGES as readonly Stage[]).includes(stage);
}

/**
 * A prospect coming back (a new visit in this browser, or a resume link): a completed lead keeps its stage
 * (decision 0131), the visit is recorded in the timeline.
 */
export function isReturnVisit(stage: Stage): boolean {
  return stage === 'resumed_session' || stage === RESUMED_FROM_LINK;
}

/**
 * Who made an appointment change the server recorded (`recordAppointmentChange` writes it as the
 * capture's step), or undefined for any other stage.
 */
export function appointmentChangeBy(stage: Stage, currentStep: string): AppointmentChangeBy | undefined {
  if (!isAppointmentChange(stage)) return undefined;
  return currentStep === 'admin' ? 'admin' : 'manage-link';
}
