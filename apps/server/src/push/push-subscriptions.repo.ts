/** The owner's devices that get lead alerts by push (decision 0214): all of the table's SQL. */
import { randomUUID } from 'node:crypto';
import type { PushDevice, PushSubscriptionBody } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

/** What sending to a device needs. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const asIso = (v: unknown) => new Date(v as string | Date).toISOString();

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
    addedAt: asIso(r.created_at),
    lastSuccessAt: r.last_success_at ? asIso(r.last_success_at) : null,
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
