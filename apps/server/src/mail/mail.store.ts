/** The mail outbox in SQL: enqueued by the capture's own write, claimed with a lease, outcome recorded. */
import { randomUUID } from 'node:crypto';
import { claimOutbox } from '../store/outbox-claim.js';
import type { SqlDb } from '../store/sql-db.js';
import type { MailDraft } from './booking-mails.js';

/**
 * The insert of one pending mail, its values appended to `params` so the capture's single write adds it
 * as a step guarded by `where`. `(capture_id, kind)` is unique: a capture never queues a mail twice.
 */
export function mailInsert(
  m: MailDraft & { captureId: string; now: Date },
  params: unknown[],
  where = '',
): string {
  params.push(randomUUID(), m.captureId, m.kind, m.to, m.subject, m.text, m.ics, m.manageUrl, m.now);
  const [$id, $cap, $kind, $to, $subj, $text, $ics, $url, $now] = [8, 7, 6, 5, 4, 3, 2, 1, 0].map(
    (back) => `$${params.length - back}`,
  );
  return `insert into mail_deliveries (id, capture_id, kind, recipient, subject, body, ics, manage_url, next_attempt_at, created_at)
    select ${$id}::uuid, ${$cap}::uuid, ${$kind}::text, ${$to}::text, ${$subj}::text, ${$text}::text, ${$ics}::text,
      ${$url}::text, ${$now}::timestamptz, ${$now}::timestamptz ${where}
    on conflict (capture_id, kind) do nothing`;
}

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  ics: string | null;
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
  }>(
    db,
    { table: 'mail_deliveries', columns: ['id', 'recipient', 'subject', 'body', 'ics'] },
    { now, leaseUntil, limit },
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    ics: r.ics,
    attempt: r.attempts,
  }));
}

/** Moves a mail on after an attempt: sent, dead, or pending again at `retryAt`. */
export async function recordMailAttempt(
  db: SqlDb,
  id: string,
  o: { status: 'sent' | 'dead' | 'pending'; error?: string; retryAt?: Date; now: Date },
): Promise<void> {
  await db.query(
    `update mail_deliveries set status = $2, locked_until = null, last_error = $3,
       next_attempt_at = coalesce($4, next_attempt_at), sent_at = case when $2 = 'sent' then $5::timestamptz else sent_at end
     where id = $1`,
    [id, o.status, o.error ?? null, o.retryAt ?? null, o.now],
  );
}
