/** The inbound texts already acted on (`sms_inbound_seen`, decision 0309), by the provider's message id. */
import type { Queryable } from '../store/sql-db.js';

/** Records `sid` as seen; false when it was already (a replay). */
export async function firstTimeSeen(tx: Queryable, sid: string, at: Date): Promise<boolean> {
  const res = await tx.query(
    'insert into sms_inbound_seen (message_sid, at) values ($1, $2) on conflict do nothing returning message_sid',
    [sid, at.toISOString()],
  );
  return res.rows.length === 1;
}
