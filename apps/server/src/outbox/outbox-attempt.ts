/** The one way an outbox row moves on after an attempt (the mails, the owner's alerts and the texts). */
import type { SqlDb } from '../store/sql-db.js';

/** An attempt's outcome: done (`sent`), given up (`dead`), or due again at `retryAt` (`pending`). */
export interface AttemptOutcome {
  status: 'sent' | 'dead' | 'pending';
  error?: string;
  retryAt?: Date;
  now: Date;
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
