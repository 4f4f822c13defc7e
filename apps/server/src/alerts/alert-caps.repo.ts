/**
 * The per-channel cap on the owner's alerts in SQL (decision 0311): each alert's way on each channel
 * (`owner_alert_sends`) and the summaries sent (`owner_alert_summaries`), decided by @pw/funnel's
 * `alertWay` and `summaryDueAt`. A channel's decisions are taken under a transaction lock of its own, so
 * two workers never both take the window's last place.
 */
import { randomUUID } from 'node:crypto';
import {
  ALERT_CAP_WINDOW_MS,
  ALERT_CAPS,
  alertWay,
  summaryDueAt,
  type AlertChannel,
  type AlertWay,
} from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';
import { dateOf } from '../store/row-values.js';

const lockChannel = (tx: Queryable, channel: AlertChannel) =>
  tx.query('select pg_advisory_xact_lock(hashtext($1))', [`owner_alert_cap:${channel}`]);

/** The channel's messages in the window before `now` (alone and summaries), oldest first. */
async function sentAt(tx: Queryable, channel: AlertChannel, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - ALERT_CAP_WINDOW_MS);
  const res = await tx.query<{ at: unknown }>(
    `select decided_at as at from owner_alert_sends where channel = $1 and way = 'alone' and decided_at > $2
     union all
     select created_at from owner_alert_summaries where channel = $1 and created_at > $2
     order by at`,
    [channel, since],
  );
  return res.rows.map((r) => dateOf(r.at));
}

/**
 * The way of alert `alertId` on `channel`, decided now or, for an alert retried, as decided before.
 * Call inside the transaction that queues the channel's message, so the decision and the message are
 * written together.
 */
export async function decideWay(
  tx: Queryable,
  alertId: string,
  channel: AlertChannel,
  now: Date,
): Promise<AlertWay | 'summarised'> {
  await lockChannel(tx, channel);
  const known = await tx.query<{ way: AlertWay | 'summarised' }>(
    'select way from owner_alert_sends where alert_id = $1 and channel = $2',
    [alertId, channel],
  );
  if (known.rows[0]) return known.rows[0].way;
  const held = await tx.query<{ n: number }>(
    "select count(*)::int as n from owner_alert_sends where channel = $1 and way = 'held'",
    [channel],
  );
  const way = alertWay(
    { sent: (await sentAt(tx, channel, now)).length, held: held.rows[0]!.n },
    ALERT_CAPS[channel],
  );
  await tx.query(
    'insert into owner_alert_sends (alert_id, channel, way, decided_at) values ($1, $2, $3, $4)',
    [alertId, channel, way, now],
  );
  return way;
}

/** The channels holding alerts: cheap to ask at every poll (a partial index on the held rows). */
export async function channelsHolding(q: Queryable): Promise<AlertChannel[]> {
  const res = await q.query<{ channel: AlertChannel }>(
    "select distinct channel from owner_alert_sends where way = 'held'",
  );
  return res.rows.map((r) => r.channel);
}

/**
 * Takes the summary of `channel`'s held alerts when it is due: records it, marks them summarised by it
 * and answers its id and how many it tells of (then the caller queues its message in the same
 * transaction); null when none is due.
 */
export async function takeDueSummary(
  tx: Queryable,
  channel: AlertChannel,
  now: Date,
): Promise<{ id: string; leads: number } | null> {
  await lockChannel(tx, channel);
  const first = await tx.query<{ at: unknown }>(
    "select min(decided_at) as at from owner_alert_sends where channel = $1 and way = 'held'",
    [channel],
  );
  if (first.rows[0]?.at == null) return null;
  const due = summaryDueAt(dateOf(first.rows[0].at), await sentAt(tx, channel, now), ALERT_CAPS[channel]);
  if (due > now) return null;
  const id = randomUUID();
  const told = await tx.query(
    `update owner_alert_sends set way = 'summarised', summary_id = $2
     where channel = $1 and way = 'held' returning alert_id`,
    [channel, id],
  );
  await tx.query(
    'insert into owner_alert_summaries (id, channel, leads, created_at) values ($1, $2, $3, $4)',
    [id, channel, told.rows.length, now],
  );
  return { id, leads: told.rows.length };
}
