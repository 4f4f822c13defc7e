/** The one way an outbox row moves on after an attempt (the mails, the owner's alerts, texts and pushes). */
import type { SqlDb } from '../store/sql-db.js';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff.js';

/** An attempt's outcome: done (`sent`), given up (`dead`), or due again at `retryAt` (`pending`). */
export interface AttemptOutcome {
  status: 'sent' | 'dead' | 'pending';
  error?: string;
  retryAt?: Date;
  now: Date;
}

/** A worker's retry policy: how many attempts, and the delay after each failed one (tests shorten both). */
export interface RetryPolicy {
  maxAttempts?: number;
  retryDelay?: (attempt: number) => number;
}

/**
 * What attempt number `attempt` (1-based) makes of its row: `sent` without an `error`; `dead` on the last
 * attempt or when the failure is `final` (it cannot succeed later); else `pending`, due again after the
 * backoff or after the wait the other side asked for (`retryAfterMs`), whichever is later.
 */
export function attemptOutcome(
  a: { attempt: number; now: Date; error?: string; final?: boolean; retryAfterMs?: number },
  policy: RetryPolicy = {},
): AttemptOutcome {
  if (a.error === undefined) return { status: 'sent', now: a.now };
  const error = a.error.slice(0, 500);
  if (a.final || a.attempt >= (policy.maxAttempts ?? MAX_ATTEMPTS))
    return { status: 'dead', now: a.now, error };
  const delay = Math.max((policy.retryDelay ?? retryDelayMs)(a.attempt), a.retryAfterMs ?? 0);
  return { status: 'pending', now: a.now, error, retryAt: new Date(a.now.getTime() + delay) };
}

/** Records the outcome of an attempt on row `id` of `table`, releasing its lease. */
export async function recordOutboxAttempt(
  db: SqlDb,
  table: 'mail_deliveries' | 'owner_alerts' | 'sms_deliveries' | 'push_deliveries',
  id: string,
  o: AttemptOutcome,
): Promise<void> {
  await db.query(
    `update ${table} set status = $2, locked_until = null, last_error = $3,
       next_attempt_at = coalesce($4, next_attempt_at), sent_at = case when $2 = 'sent' then $5::timestamptz else sent_at end
     where id = $1`,
    [id, o.status, o.error ?? null, o.retryAt ?? null, o.now],
  );
}
