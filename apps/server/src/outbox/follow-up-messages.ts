import type { Queryable } from '../store/sql-db.js';

/**
 * The messages of one follow-up sequence in a prospect outbox (texts or mail), as the owner's view of the
 * sequence reads them; the outbox's repository names its table.
 */
export async function followUpMessagesIn(
  q: Queryable,
  table: 'mail_deliveries' | 'sms_deliveries',
  followUpId: string,
): Promise<Record<string, unknown>[]> {
  const channel = table === 'sms_deliveries' ? 'sms' : 'email';
  const res = await q.query<Record<string, unknown>>(
    `select '${channel}' as channel, follow_up_step as step, recipient, status, attempts, last_error, created_at, sent_at
       from ${table} where follow_up_id = $1`,
    [followUpId],
  );
  return res.rows;
}
