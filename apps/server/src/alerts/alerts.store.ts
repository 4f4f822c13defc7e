/**
 * The owner's alerts in SQL (decision 0210): raised by the capture's own write, coalesced per lead while
 * one waits, claimed by the alert worker with the one outbox claim, outcome recorded.
 */
import { randomUUID } from 'node:crypto';
import { ALERT_LATEST_MS, alertDueAt, type AlertReason } from '@pw/funnel';
import { claimOutbox, type Claim } from '../outbox/outbox-claim.js';
import { jsonRecordset } from '../store/json-rows.js';
import { dateOf } from '../store/row-values.js';

/** An alert a capture raises: its lead (the e-mail key), why, and when. */
export interface RaisedAlert {
  email: string;
  reason: AlertReason;
  now: Date;
}

/**
 * The insert of a batch's alerts from one JSON parameter appended to `params` (a step of the capture's
 * single write), one per lead (the batch keeps each lead's latest). A lead whose alert still waits gets
 * the newer reason and a later due time, never past `ALERT_LATEST_MS` after its first capture.
 */
export function alertsInsert(alerts: readonly RaisedAlert[], params: unknown[]): string {
  const rows = jsonRecordset(
    params,
    { id: 'uuid', email: 'text', reason: 'text', now: 'timestamptz', due: 'timestamptz' },
    alerts.map((a) => ({
      id: randomUUID(),
      email: a.email,
      reason: a.reason,
      now: a.now,
      due: alertDueAt(a.now, a.now),
    })),
  );
  params.push(ALERT_LATEST_MS);
  return `insert into owner_alerts (id, email, reason, first_at, next_attempt_at, created_at)
    select id, email, reason, now, due, now from ${rows}
    on conflict (email) where status = 'pending' and attempts = 0 do update
      set reason = excluded.reason,
          next_attempt_at = least(excluded.next_attempt_at,
            owner_alerts.first_at + $${params.length}::integer * interval '1 millisecond')`;
}

export interface ClaimedAlert {
  id: string;
  email: string;
  reason: AlertReason;
  firstAt: Date;
  attempt: number;
}

/** Claims up to `limit` due alerts, leased until `leaseUntil`. */
export const claimDueAlerts: Claim<ClaimedAlert> = async (db, lease) => {
  const rows = await claimOutbox<{ id: string; email: string; reason: string; first_at: unknown }>(
    db,
    { table: 'owner_alerts', columns: ['id', 'email', 'reason', 'first_at'] },
    lease,
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    reason: r.reason as AlertReason,
    firstAt: dateOf(r.first_at),
    attempt: r.attempts,
  }));
};
