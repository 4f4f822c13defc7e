/**
 * The push tables' repository (decision 0214): the owner's devices (`push_subscriptions`) and the push
 * outbox (`push_deliveries`): one notification per alert and device, queued by the alert worker, claimed
 * with the one outbox claim, outcome recorded with the one outbox recorder.
 */
import { randomUUID } from 'node:crypto';
import type { PushAlert, PushDevice, PushSubscriptionBody } from '@pw/funnel';
import { claimOutbox, type Claim } from '../outbox/outbox-claim.js';
import { outboxHealth } from '../outbox/outbox-health.js';
import type { Queryable } from '../store/sql-db.js';
import { isoOf } from '../store/row-values.js';

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
export const claimDuePushes: Claim<ClaimedPush> = async (db, lease) => {
  const rows = await claimOutbox<{
    id: string;
    subscription_id: string;
    title: string;
    body: string;
    url: string;
  }>(db, { table: 'push_deliveries', columns: ['id', 'subscription_id', 'title', 'body', 'url'] }, lease);
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscription_id,
    alert: { title: r.title, body: r.body, url: r.url },
    attempt: r.attempts,
  }));
};

/** The notifications that failed at least once and are retried, and those given up, for the banner. */
export const pushHealth = (q: Queryable): Promise<{ failing: number; dead: number }> =>
  outboxHealth(q, 'push_deliveries');

// The owner's devices that get lead alerts by push.

/** What sending to a device needs. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a subscription, or renews one already stored for its endpoint (a browser that subscribes again
 * gets the same endpoint, perhaps new keys): one row per endpoint. Answers its id.
 */
export async function saveSubscription(
  q: Queryable,
  s: PushSubscriptionBody,
  deviceName: string,
  now: Date,
): Promise<string> {
  const res = await q.query<{ id: string }>(
    `insert into push_subscriptions (id, endpoint, p256dh, auth, device_name, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth,
       device_name = excluded.device_name
     returning id`,
    [randomUUID(), s.endpoint, s.keys.p256dh, s.keys.auth, deviceName, now],
  );
  return res.rows[0]!.id;
}

/** Every device, the first added first. */
export async function listDevices(q: Queryable): Promise<PushDevice[]> {
  const res = await q.query<{
    id: string;
    device_name: string;
    endpoint: string;
    created_at: unknown;
    last_success_at: unknown;
  }>('select id, device_name, endpoint, created_at, last_success_at from push_subscriptions order by seq');
  return res.rows.map((r) => ({
    id: r.id,
    name: r.device_name,
    endpoint: r.endpoint,
    addedAt: isoOf(r.created_at)!,
    lastSuccessAt: isoOf(r.last_success_at),
  }));
}

/** The devices with these ids (those still there). */
export async function targetsOf(q: Queryable, ids: readonly string[]): Promise<Map<string, PushTarget>> {
  const res = await q.query<PushTarget>(
    'select id, endpoint, p256dh, auth from push_subscriptions where id = any($1::uuid[])',
    [ids],
  );
  return new Map(res.rows.map((r) => [r.id, r]));
}

/** Removes a device and its waiting notifications; answers whether there was one. */
export async function removeSubscription(q: Queryable, id: string): Promise<boolean> {
  const res = await q.query('delete from push_subscriptions where id = $1 returning id', [id]);
  return res.rows.length > 0;
}

/** Notes that the push service took a notification for the device. */
export async function markDelivered(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('update push_subscriptions set last_success_at = $2 where id = $1', [id, now]);
}

/** Whether any device is subscribed (the alerts' push channel is on only then). */
export async function anyDevice(q: Queryable): Promise<boolean> {
  return (await q.query('select 1 from push_subscriptions limit 1')).rows.length > 0;
}
