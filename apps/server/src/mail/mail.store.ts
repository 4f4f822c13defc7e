/** The mail outbox in SQL: enqueued by the capture's own write, claimed with a lease, outcome recorded. */
import { randomUUID } from 'node:crypto';
import { recordOutboxAttempt, type AttemptOutcome } from '../outbox/outbox-attempt.js';
import { claimOutbox } from '../outbox/outbox-claim.js';
import { outboxHealth } from '../outbox/outbox-health.js';
import { jsonRecordset } from '../store/json-rows.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import type { MailDraft } from './booking-mails.js';

/**
 * The insert of pending mails from one JSON parameter appended to `params`, so the capture's single
 * write adds it as a step. `(capture_id, kind)` is unique: a capture never queues a mail twice.
 */
export function mailsInsert(
  mails: readonly (MailDraft & { captureId: string; now: Date })[],
  params: unknown[],
): string {
  const rows = jsonRecordset(
    params,
    {
      id: 'uuid',
      capture_id: 'uuid',
      kind: 'text',
      recipient: 'text',
      subject: 'text',
      body: 'text',
      ics: 'text',
      manage_url: 'text',
      now: 'timestamptz',
    },
    mails.map((m) => ({
      id: randomUUID(),
      capture_id: m.captureId,
      kind: m.kind,
      recipient: m.to,
      subject: m.subject,
      body: m.text,
      ics: m.ics,
      manage_url: m.manageUrl,
      now: m.now,
    })),
  );
  return `insert into mail_deliveries (id, capture_id, kind, recipient, subject, body, ics, manage_url, next_attempt_at, created_at)
    select id, capture_id, kind, recipient, subject, body, ics, manage_url, now, now from ${rows}
    on conflict (capture_id, kind) do nothing`;
}

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  /** A follow-up's unsubscribe URL, sent as `List-Unsubscribe` (decision 0241), else null. */
  listUnsubscribe: string | null;
  /** Attempts made, counting the one this claim starts. */
  attempt: number;
}

/** Claims up to `limit` due mails, leased until `leaseUntil` (the one outbox claim, `claimOutbox`). */
export async function claimDueMail(
  db: SqlDb,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  const rows = await claimOutbox<{
    id: string;
    recipient: string;
    subject: string;
    body: string;
    ics: string | null;
    list_unsubscribe: string | null;
  }>(
    db,
    {
      table: 'mail_deliveries',
      columns: ['id', 'recipient', 'subject', 'body', 'ics', 'list_unsubscribe'],
    },
    { now, leaseUntil, limit },
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    ics: r.ics,
    listUnsubscribe: r.list_unsubscribe,
    attempt: r.attempts,
  }));
}

/** Moves a mail on after an attempt: sent, dead, or pending again at `retryAt`. */
export const recordMailAttempt = (db: SqlDb, id: string, o: AttemptOutcome): Promise<void> =>
  recordOutboxAttempt(db, 'mail_deliveries', id, o);

/** The booking e-mails that failed at least once and are still retried, and those given up (the banner). */
export const mailHealth = (q: Queryable): Promise<{ failing: number; dead: number }> =>
  outboxHealth(q, 'mail_deliveries');
