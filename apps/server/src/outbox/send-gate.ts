/**
 * The moment before a text or an e-mail goes (issue 38, decision 0308). In one transaction a prospect
 * message meets its send check again (consent, sequence, booking, hours: what held at queueing may not
 * hold now), and a message that may go is marked as being sent (`sending_since`), committed before the
 * provider is called. A row found still marked after its lease was held by a worker that died between the
 * provider's call and its record: it may have gone, so it becomes `in_doubt` and is never sent again.
 */
import {
  dropReasonText,
  IN_DOUBT_TEXT,
  isProspectMessage,
  PROSPECT_MESSAGE_MAX_ATTEMPTS,
  type SendVerdict,
} from '@pw/funnel';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { MAX_ATTEMPTS } from './backoff.js';
import type { AttemptOutcome, RetryPolicy } from './outbox-attempt.js';

export type MessageTable = 'sms_deliveries' | 'mail_deliveries';

/** What a send check reads of a claimed row. */
export interface OutboxMessage {
  id: string;
  kind: string;
  /** `sms` for a text, `email` for a mail. */
  channel: 'sms' | 'email';
  to: string;
  /** The lead a prospect message is about (null for the owner's messages). */
  leadEmail: string | null;
  followUpId: string | null;
  queuedAt: Date;
}

/** Reads the facts of a prospect message in `q` (the gate's transaction) and decides; see `prospectSendVerdict`. */
export type SendCheck = (q: Queryable, m: OutboxMessage, now: Date) => Promise<SendVerdict>;

/** What the worker does next: call the provider (it holds the mark), or nothing (dropped, postponed, taken). */
export type Gate = 'send' | 'skip';

/**
 * Applies the verdict on `m` at `now` and answers whether to call the provider. The owner's messages and
 * booking e-mails skip the check (`isProspectMessage`) but not the mark: at most once applies to all.
 */
export function gateSend(
  db: SqlDb,
  table: MessageTable,
  m: OutboxMessage,
  now: Date,
  check: SendCheck,
): Promise<Gate> {
  return db.transaction(async (tx) => {
    const verdict: SendVerdict = isProspectMessage(m.kind) ? await check(tx, m, now) : { action: 'send' };
    if (verdict.action === 'drop') {
      await tx.query(
        `update ${table} set status = 'dropped', drop_reason = $2, last_error = $3, locked_until = null
         where id = $1 and status = 'pending'`,
        [m.id, verdict.reason, dropReasonText(verdict.reason)],
      );
      return 'skip';
    }
    if (verdict.action === 'postpone') {
      // Waiting for the hours is not an attempt: the claim's count is given back.
      await tx.query(
        `update ${table} set next_attempt_at = $2, locked_until = null, attempts = greatest(attempts - 1, 0)
         where id = $1 and status = 'pending'`,
        [m.id, verdict.until],
      );
      return 'skip';
    }
    // Only a row nobody marked: a worker whose lease ran out while it was slow finds it taken.
    const marked = await tx.query(
      `update ${table} set sending_since = $2 where id = $1 and status = 'pending' and sending_since is null
       returning id`,
      [m.id, now],
    );
    return marked.rows.length > 0 ? 'send' : 'skip';
  });
}

/** Records a row found marked after its lease as `in_doubt`: shown to the owner, never sent again. */
export async function recordInDoubt(db: SqlDb, table: MessageTable, id: string): Promise<void> {
  await db.query(
    `update ${table} set status = 'in_doubt', last_error = $2, locked_until = null
     where id = $1 and status = 'pending'`,
    [id, IN_DOUBT_TEXT],
  );
}

/**
 * Records the provider's answer and lifts the mark in one statement (two would leave, after a crash
 * between them, a row the next claim resends). `in_doubt` when the answer itself is ambiguous (a timeout
 * after the request went out). Keeps the provider's id of a text it took.
 */
export async function recordMessageAttempt(
  db: SqlDb,
  table: MessageTable,
  id: string,
  o: AttemptOutcome | { status: 'in_doubt'; error: string; now: Date },
  providerSid?: string | null,
): Promise<void> {
  const sid = table === 'sms_deliveries' ? ', provider_sid = coalesce($6, provider_sid)' : '';
  await db.query(
    `update ${table} set status = $2, locked_until = null, last_error = $3, sending_since = null,
       next_attempt_at = coalesce($4, next_attempt_at),
       sent_at = case when $2 = 'sent' then $5::timestamptz else sent_at end${sid}
     where id = $1`,
    [
      id,
      o.status,
      o.error ?? null,
      'retryAt' in o ? (o.retryAt ?? null) : null,
      o.now,
      ...(sid ? [providerSid ?? null] : []),
    ],
  );
}

/** A prospect message gets `PROSPECT_MESSAGE_MAX_ATTEMPTS` (decision 0308); the owner's keep the outbox's. */
export function retryPolicyFor(kind: string, p: RetryPolicy): RetryPolicy {
  if (!isProspectMessage(kind)) return p;
  return { ...p, maxAttempts: Math.min(p.maxAttempts ?? MAX_ATTEMPTS, PROSPECT_MESSAGE_MAX_ATTEMPTS) };
}
