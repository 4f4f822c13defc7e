/**
 * Whether a queued message may go now (issue 38, decision 0308). An outbox row was right when it was
 * queued; by the time a worker holds it (a retry after a provider 500, a server that was down) the
 * prospect may have sent STOP, unsubscribed or booked, the sequence may have stopped, or the business may
 * be closed. Every send asks again here, with the facts read at that moment. Pure: facts in, verdict out.
 */
import { mayMessage, type ConsentChannel, type ConsentFact } from '../consent/consent.js';
import { sendableFrom } from '../follow-ups/follow-up-run.js';
import { withinSendHours, type FollowUpTiming } from '../follow-ups/follow-up-timing.js';

/**
 * The outbox kinds that are not prospect messages: the owner's own alerts and tests (to the owner, who
 * needs no consent or quiet hours) and the booking e-mails (transactional: the prospect asked for them by
 * booking). Every other kind, including one added later, is a prospect message and meets every check.
 */
export const NOT_PROSPECT_MESSAGE_KINDS = [
  'owner_alert',
  'owner_alert_test',
  'test',
  'booking_confirmation',
  'booking_moved',
  'booking_cancelled',
  'owner_new_booking',
  'owner_booking_moved',
  'owner_booking_cancelled',
] as const;

/** Is an outbox row of this kind a message to a prospect (consent, sequence, booking and hours apply)? */
export function isProspectMessage(kind: string): boolean {
  return !(NOT_PROSPECT_MESSAGE_KINDS as readonly string[]).includes(kind);
}

/** Attempts a prospect message gets (the owner's messages keep the outboxes' twelve): about 15 minutes. */
export const PROSPECT_MESSAGE_MAX_ATTEMPTS = 5;

/** A prospect message older than this when it could next go is stale: a day-old price and link, dropped. */
export const PROSPECT_MESSAGE_TTL_MS = 24 * 3_600_000;

export const DROP_REASONS = [
  'withdrawn',
  'no_consent',
  'sequence_stopped',
  'booked',
  'stale',
  'no_lead',
] as const;
/** Why a queued message was dropped for good (never retried). */
export type DropReason = (typeof DROP_REASONS)[number];

/** What the worker read in SQL at the moment of sending. */
export interface ProspectSendFacts {
  channel: ConsentChannel;
  /** The recipient as the consent ledger keys it (E.164, a lower-cased e-mail); null when it is not one. */
  address: string | null;
  /** The ledger's rows for that channel and address (the latest decides). */
  consent: readonly ConsentFact[];
  /** The lead the message is about, or null when the row names none (a writer that forgot: refused). */
  lead: { booked: boolean } | null;
  /** The sequence the message belongs to, or null when it belongs to none. */
  sequence: { stopped: boolean } | null;
  queuedAt: Date;
  now: Date;
  timing: FollowUpTiming;
}

export type SendVerdict =
  { action: 'send' } | { action: 'postpone'; until: Date } | { action: 'drop'; reason: DropReason };

/**
 * The verdict on a prospect message at `now`: dropped when consent is gone for its channel and address,
 * its sequence stopped, its lead booked, or it names no lead; outside the business's sending hours
 * postponed to their next opening, or dropped as stale when that opening is more than a day after it was
 * queued; else sent.
 *
 * @example
 * // A text queued at 7:55 pm whose retry comes at 8:02 pm waits for 8 am (12 h after it was queued).
 * prospectSendVerdict({ ...facts, queuedAt: at('19:55'), now: at('20:02') })
 * // { action: 'postpone', until: <8:00 the next morning> }
 */
export function prospectSendVerdict(f: ProspectSendFacts): SendVerdict {
  if (f.address === null) return { action: 'drop', reason: 'no_consent' };
  const permission = mayMessage(f.consent, f.channel, f.address);
  if (!permission.allowed) return { action: 'drop', reason: permission.reason };
  if (f.lead === null) return { action: 'drop', reason: 'no_lead' };
  if (f.lead.booked) return { action: 'drop', reason: 'booked' };
  if (f.sequence?.stopped) return { action: 'drop', reason: 'sequence_stopped' };
  if (withinSendHours(f.now, f.timing)) return { action: 'send' };
  const until = sendableFrom(f.now, null, f.timing);
  return until.getTime() - f.queuedAt.getTime() > PROSPECT_MESSAGE_TTL_MS
    ? { action: 'drop', reason: 'stale' }
    : { action: 'postpone', until };
}

const DROP_TEXT: Record<DropReason, string> = {
  withdrawn: 'not sent: the prospect opted out (STOP or unsubscribe) after it was queued',
  no_consent: 'not sent: no consent on record for this address',
  sequence_stopped: 'not sent: the follow-up sequence stopped after it was queued',
  booked: 'not sent: the prospect booked after it was queued',
  stale: 'not sent: the sending hours ended before it could go, and by the next opening it was a day old',
  no_lead: 'not sent: the message names no lead to check it against',
};

/** The owner's sentence for a dropped message (kept as its last error). */
export function dropReasonText(reason: DropReason): string {
  return DROP_TEXT[reason];
}

/** The owner's sentence for a message found mid-send after a crash: never sent again (decision 0308). */
export const IN_DOUBT_TEXT =
  'not known whether it reached the provider: the server stopped while sending it; not sent again, so it is never received twice';
