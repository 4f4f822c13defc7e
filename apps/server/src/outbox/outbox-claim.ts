/**
 * The one claim of an outbox (the webhook deliveries, the mails, the owner's alerts and the texts): due rows that are pending and not
 * leased, in the order they were queued, leased until `leaseUntil` with their attempt counted.
 * `FOR UPDATE SKIP LOCKED` lets several processes on one PostgreSQL claim side by side without sending
 * the same attempt twice.
 */
import type { SqlDb } from '../store/sql-db.js';

export interface OutboxTable<C extends string> {
  readonly table:
    | 'webhook_deliveries'
    | 'mail_deliveries'
    | 'owner_alerts'
    | 'sms_deliveries'
    | 'push_deliveries'
    | 'follow_ups';
  /** The columns the sender needs, besides `attempts`. */
  readonly columns: readonly C[];
  /**
   * A column whose rows go one at a time, oldest first (the webhook's `lead_key`: a lead's deliveries
   * reach the sheet in order). Without it, any due row may go.
   */
  readonly oneAtATimePer?: C;
}

/** A table's claim, its repository's wrapper of `claimOutbox`: up to `limit` due rows, leased, as the worker reads them. */
export type Claim<Row> = (db: SqlDb, lease: Lease) => Promise<Row[]>;

/** A claim's moment, the end of its lease and its batch. */
export interface Lease {
  now: Date;
  leaseUntil: Date;
  limit: number;
}

/** Claims up to `limit` due rows of `t.table`, oldest first, each with its `attempts` counting this one. */
export async function claimOutbox<R extends Record<string, unknown>>(
  db: SqlDb,
  t: OutboxTable<keyof R & string>,
  o: Lease,
): Promise<(R & { attempts: number })[]> {
  const inOrder = t.oneAtATimePer
    ? `and not exists (select 1 from ${t.table} e
         where e.${t.oneAtATimePer} = d.${t.oneAtATimePer} and e.status = 'pending' and e.seq < d.seq)`
    : '';
  // In a transaction, as the webhook claim always ran: on PGlite the per-lead order test sends a
  // delivery twice without one.
  const res = await db.transaction(async (tx) => {
    // Walk the pending rows in queue order (their partial index, migration 0010) and stop at the batch.
    // The planner would rather collect every due row and sort them, since it expects few: PGlite never
    // gathers statistics, and an outbox goes from empty to thousands in seconds. That plan cost a claim
    // 38 to 360 ms with 2,000 to 6,000 pending, against about 1 ms (decision 0197).
    await tx.query('set local enable_sort = off');
    return tx.query<R & { attempts: number; seq: unknown }>(
      `with due as (
       select d.id from ${t.table} d
       where d.status = 'pending' and d.next_attempt_at <= $1 and (d.locked_until is null or d.locked_until < $1)
         ${inOrder}
       order by d.seq
       limit $2
       for update skip locked)
     update ${t.table} w set locked_until = $3, attempts = w.attempts + 1
     where w.id = any(array(select id from due))
     returning w.seq, w.attempts, ${t.columns.map((c) => `w.${c}`).join(', ')}`,
      [o.now, o.limit, o.leaseUntil],
    );
  });
  // UPDATE ... RETURNING does not keep the CTE's order.
  return res.rows
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .map((r) => ({ ...r, attempts: Number(r.attempts) }));
}
