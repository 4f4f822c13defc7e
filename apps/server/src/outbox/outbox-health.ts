/**
 * An outbox's rows that failed at least once and are still retried, and those given up, for the admin's
 * banner: counted through the status index, like the webhooks' (decision 0197).
 */
import type { Queryable } from '../store/sql-db.js';

export async function outboxHealth(
  q: Queryable,
  table: 'mail_deliveries' | 'push_deliveries',
): Promise<{ failing: number; dead: number }> {
  const res = await q.query<{ failing: string; dead: string }>(
    `select count(*) filter (where attempts > 0) as failing,
            (select count(*) from ${table} where status = 'dead') as dead
     from ${table} where status = 'pending'`,
  );
  return { failing: Number(res.rows[0]?.failing ?? 0), dead: Number(res.rows[0]?.dead ?? 0) };
}

/** The messages in doubt (decision 0308): their server died mid-send, so they may have gone; never resent. */
export async function inDoubtCount(
  q: Queryable,
  table: 'mail_deliveries' | 'sms_deliveries',
): Promise<number> {
  const res = await q.query<{ n: string }>(`select count(*) as n from ${table} where status = 'in_doubt'`);
  return Number(res.rows[0]?.n ?? 0);
}
