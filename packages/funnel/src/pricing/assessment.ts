import type { AssessmentRule } from './price-book.schema.js';

/**
 * Why a job gets "Book a free on-site assessment" instead of an instant price (issue 21 §3): it is
 * commercial, or its price is above the owner's line.
 */
export const ASSESSMENT_REASONS = ['commercial', 'above_total'] as const;
export type AssessmentReason = (typeof ASSESSMENT_REASONS)[number];

/** What a booked appointment is: a job quoted by the site, or a visit to see the job first. */
export const APPOINTMENT_KINDS = ['quote', 'assessment'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** What each kind of appointment is called, wherever it is named (calendar invite, e-mails, owner pages). */
export const APPOINTMENT_KIND_TITLES: Record<AppointmentKind, string> = {
  quote: 'Pressure washing appointment',
  assessment: 'Free on-site assessment',
};

/**
 * How the owner's pages name a lead's appointment kind: its title, or, for a request with no time yet (the
 * booking modal's, decision 0267), that it waits for the owner's call; null before any.
 *
 * @example appointmentKindLabel('assessment', null) // 'Free on-site assessment, no time yet: call to schedule'
 */
export function appointmentKindLabel(
  kind: AppointmentKind | null,
  appointmentStatus: string | null,
): string | null {
  if (!kind) return null;
  return appointmentStatus
    ? APPOINTMENT_KIND_TITLES[kind]
    : `${APPOINTMENT_KIND_TITLES[kind]}, no time yet: call to schedule`;
}

/** The rule of a book that has none: every job gets its instant price. */
export const NO_ASSESSMENT: AssessmentRule = { commercial: false, aboveTotal: null };

/**
 * Whether a priced job gets an on-site assessment instead of its price, and why (null: show the price).
 * The price compared is the job's before any promotion, so a code never decides whether the owner sees
 * the job first. `quote()` stores the answer in the snapshot; the server's snapshot decides the
 * appointment's kind.
 *
 * @example assessmentFor({ commercial: true, aboveTotal: null }, { propertyType: 'Commercial', total: 400, promotion: null }) // 'commercial'
 */
export function assessmentFor(
  rule: AssessmentRule | undefined,
  priced: { propertyType: string; total: number; promotion: { amount: number } | null },
): AssessmentReason | null {
  const { commercial, aboveTotal } = rule ?? NO_ASSESSMENT;
  if (commercial && priced.propertyType === 'Commercial') return 'commercial';
  const before = priced.total + (priced.promotion?.amount ?? 0);
  if (aboveTotal !== null && before > aboveTotal) return 'above_total';
  return null;
}

/** The kind of the appointment a lead books with this quote: an assessment when the quote says so. */
export function appointmentKindOf(
  snapshot: { assessment?: AssessmentReason | null } | null,
): AppointmentKind {
  return snapshot?.assessment ? 'assessment' : 'quote';
}
