/**
 * Answering a lead (decision 0209): who is reachable, what the owner marks, and the response-time figures.
 * The owner's marks are stored server-side (`lead_contacts`); these are the one place their words live.
 */
import type { Stage } from './stages.js';

/** What the owner marks on a lead: they contacted it, or its outcome (won, lost). */
export const LEAD_MARKS = ['contacted', 'won', 'lost'] as const;
export type LeadMark = (typeof LEAD_MARKS)[number];

/** How the owner reached the prospect. */
export const CONTACT_CHANNELS = ['call', 'text', 'email', 'other'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** A lead's outcome: open until the owner marks it won or lost. */
export type LeadOutcome = Exclude<LeadMark, 'contacted'> | null;

/**
 * Stages that never make a lead reachable: the owner's own test data (the Data Fields Manager, Test Data)
 * and analytics-only screen views. Every other capture that carries an e-mail is the prospect's own.
 */
export const NOT_A_PROSPECT_CAPTURE: readonly Stage[] = [
  'data_fields_test',
  'test_data',
  'test_data_sent',
  'screen_viewed',
];

/** The windows the owner is measured against: answered within 5 minutes, within 1 hour. */
export const RESPONSE_WINDOWS_MINUTES = [5, 60] as const;

/** One reachable lead: when it first became reachable, and when the owner first contacted it (or not). */
export interface ResponseSample {
  reachableAt: Date;
  firstContactAt: Date | null;
}

/** The response-time figures of a set of reachable leads. */
export interface ResponseTimeFigures {
  /** Reachable leads in the set. */
  leads: number;
  /** Of them, contacted by the owner. */
  answered: number;
  /** Median and 90th percentile of the answered leads' response times, in minutes (1 decimal). */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /**
   * Share (0..1) answered within 5 minutes and within 1 hour, of the leads whose answer to that question is
   * known: answered, or waiting longer than the window. A lead waiting 2 minutes counts for neither yet.
   */
  within5Minutes: number | null;
  within1Hour: number | null;
}

/** Minutes from reachable to contacted; a contact marked before the capture arrived counts as 0. */
export function responseMinutes(reachableAt: Date, contactedAt: Date): number {
  return Math.max(0, contactedAt.getTime() - reachableAt.getTime()) / 60_000;
}

/** The p-th percentile (0..1) of sorted values, interpolated as PostgreSQL's `percentile_cont`. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** The figures of `samples` as of `now` (the server's clock). */
export function responseTimeFigures(samples: readonly ResponseSample[], now: Date): ResponseTimeFigures {
  const times = samples
    .filter((s) => s.firstContactAt !== null)
    .map((s) => responseMinutes(s.reachableAt, s.firstContactAt!))
    .sort((a, b) => a - b);
  const within = (minutes: number) => {
    let known = 0;
    let inTime = 0;
    for (const s of samples) {
      const took = s.firstContactAt ? responseMinutes(s.reachableAt, s.firstContactAt) : null;
      if (took !== null && took <= minutes) {
        known++;
        inTime++;
      } else if (took !== null || responseMinutes(s.reachableAt, now) > minutes) known++;
    }
    return known === 0 ? null : inTime / known;
  };
  return {
    leads: samples.length,
    answered: times.length,
    medianMinutes: oneDecimal(percentile(times, 0.5)),
    p90Minutes: oneDecimal(percentile(times, 0.9)),
    within5Minutes: within(RESPONSE_WINDOWS_MINUTES[0]),
    within1Hour: within(RESPONSE_WINDOWS_MINUTES[1]),
  };
}

/** A wait as the owner reads it: `4 min`, `3 h 20 min`, `2 days`. */
export function waitedText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'under a minute';
  if (m < 60) return `${m} min`;
  if (m < 48 * 60) {
    const rest = m % 60;
    return `${Math.floor(m / 60)} h${rest ? ` ${rest} min` : ''}`;
  }
  return `${Math.floor(m / 1440)} days`;
}
