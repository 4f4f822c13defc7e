/**
 * The push outbox in SQL (decision 0214): one notification per alert and device, queued by the alert
 * worker, claimed with the one outbox claim, outcome recorded with the one outbox recorder.
 */
import type { PushAlert } from '@pw/funnel';
import { claimOutbox } from '../outbox/outbox-claim.js';
import { outboxHealth } from '../outbox/outbox-health.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';

/**
 * Queues `alert` for every device the owner subscribed, as the alert `alertId`'s notifications.
 * `(alert_id, subscription_id)` is unique: an alert retried after a crash queues nothing twice. Answers
 * how many were queued now.
 */
export async function queuePushAlerts(
  q: Queryable,
  alertId: string,
  alert: PushAlert,
  now: Date,
): Promise<number> {
  const res = await q.query(
    `insert into push_deliveries (id, alert_id, subscription_id, title, body, url, next_attempt_at, created_at)
     select gen_random_uuid(), $1, s.id, $2, $3, $4, $5, $5 from push_subscriptions s
     on conflict (alert_id, subscription_id) do nothing
     returning id`,
    [alertId, alert.title, alert.body, alert.url, now],
  );
  return res.rows.length;
}

export interface ClaimedPush {
  id: string;
  subscriptionId: string;
  alert: PushAlert;
  /** Attempts made, counting the one this claim starts. */
  attempt: number;
}

/** Claims up to `limit` due notifications, leased until `leaseUntil`. */
export async function claimDuePushes(
  db: SqlDb,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedPush[]> {
  const rows = await claimOutbox<{
    id: string;
    subscription_id: string;
    title: string;
    body: string;
    url: string;
  }>(
    db,
    { table: 'push_deliveries', columns: ['id', 'subscription_id', 'title', 'body', 'url'] },
    { now, leaseUntil, limit },
  );
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscription_id,
    alert: { title: r.title, body: r.body, url: r.url },
    attempt: r.attempts,
  }));
}

/** The notifications that failed at least once and are retried, and those given up, for the banner. */
export const pushHealth = (q: Queryable): Promise<{ failing: number; dead: number }> =>
  outboxHealth(q, 'push_deliveries');
