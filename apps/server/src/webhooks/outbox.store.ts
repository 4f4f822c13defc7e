/** The webhook outbox in SQL: enqueued by the capture's own write, claimed with a lease, attempts recorded. */
import { randomUUID } from 'node:crypto';
import type { Delivery, DeliveryAttempt } from '@pw/funnel';
import { claimOutbox, type Claim } from '../outbox/outbox-claim.js';
import { jsonRecordset } from '../store/json-rows.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { isoOf, jsonOf, numberOrNull, textOrNull } from '../store/row-values.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

export interface ClaimedDelivery {
  id: string;
  leadKey: string;
  body: string;
  /** Attempts made, counting the one this claim starts. */
  attempt: number;
}

/** One pending delivery to enqueue (`leadKey` orders the deliveries of one lead). */
export interface NewDelivery {
  leadKey: string;
  captureId: string | null;
  body: string;
  now: Date;
}

/**
 * The one insert of pending deliveries, in the given order (the outbox sends a lead's deliveries in
 * `seq` order), from one JSON parameter appended to `params`, so it also runs as a step of a larger
 * statement (the capture batch's single write). Returns the statement and each new delivery's id.
 */
export function deliveriesInsert(
  deliveries: readonly NewDelivery[],
  params: unknown[],
): { sql: string; ids: string[] } {
  const ids = deliveries.map(() => randomUUID());
  const rows = jsonRecordset(
    params,
    { i: 'integer', id: 'uuid', lead_key: 'text', capture_id: 'uuid', body: 'text', now: 'timestamptz' },
    deliveries.map((d, i) => ({
      i,
      id: ids[i],
      lead_key: d.leadKey,
      capture_id: d.captureId,
      body: d.body,
      now: d.now,
    })),
  );
  return {
    ids,
    sql: `insert into webhook_deliveries (id, lead_key, capture_id, body, next_attempt_at, created_at)
      select id, lead_key, capture_id, body, now, now from ${rows} order by i`,
  };
}

/**
 * Claims up to `limit` due deliveries, each the oldest pending one of its lead, and leases them until
 * `leaseUntil` (the one outbox claim, `claimOutbox`).
 */
export const claimDue: Claim<ClaimedDelivery> = async (db, lease) => {
  const rows = await claimOutbox<{ id: string; lead_key: string; body: string }>(
    db,
    { table: 'webhook_deliveries', columns: ['id', 'lead_key', 'body'], oneAtATimePer: 'lead_key' },
    lease,
  );
  return rows.map((r) => ({
    id: r.id,
    leadKey: r.lead_key,
    body: r.body,
    attempt: r.attempts,
  }));
};

export interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  url: string;
  startedAt: Date;
  durationMs: number;
  statusCode?: number;
  error?: string;
  excerpt?: string;
}

export interface AttemptOutcome {
  status: DeliveryStatus;
  retryAt?: Date;
  now: Date;
}

/** The columns of `recordAttempts`' one JSON parameter. */
const ATTEMPT_COLUMNS = {
  delivery_id: 'uuid',
  attempt: 'integer',
  url: 'text',
  started_at: 'timestamptz',
  duration_ms: 'integer',
  status_code: 'integer',
  error: 'text',
  excerpt: 'text',
  status: 'text',
  retry_at: 'timestamptz',
  now: 'timestamptz',
};

/**
 * Records a batch's attempts and moves each delivery on: delivered, dead, or pending again at its
 * `retryAt`. One transaction of two statements for the whole batch: one per attempt made the worker cost
 * more of the embedded store's time than the captures it delivered (decision 0163).
 */
export async function recordAttempts(
  db: SqlDb,
  attempts: { a: AttemptRecord; outcome: AttemptOutcome }[],
): Promise<void> {
  if (attempts.length === 0) return;
  const params: unknown[] = [];
  const rows = jsonRecordset(
    params,
    ATTEMPT_COLUMNS,
    attempts.map(({ a, outcome }) => ({
      delivery_id: a.deliveryId,
      attempt: a.attempt,
      url: a.url,
      started_at: a.startedAt,
      duration_ms: Math.round(a.durationMs),
      status_code: a.statusCode ?? null,
      // A receiver's answer is anyone's text; PostgreSQL stores no NUL.
      error: a.error?.replaceAll('\u0000', '') ?? null,
      excerpt: a.excerpt?.replaceAll('\u0000', '') ?? null,
      status: outcome.status,
      retry_at: outcome.retryAt ?? null,
      now: outcome.now,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into webhook_attempts (delivery_id, attempt, url, started_at, duration_ms, status_code, error, response_excerpt)
       select delivery_id, attempt, url, started_at, duration_ms, status_code, error, excerpt from ${rows}`,
      params,
    );
    await tx.query(
      `update webhook_deliveries w set status = r.status, locked_until = null,
         next_attempt_at = coalesce(r.retry_at, w.next_attempt_at), last_status = r.status_code,
         last_error = r.error, delivered_at = case when r.status = 'delivered' then r.now else w.delivered_at end
       from ${rows} where w.id = r.delivery_id`,
      params,
    );
  });
}

/** Puts a delivery (delivered or dead) back in the queue at once, keeping its webhook-id. */
export async function redeliver(q: Queryable, id: string, now: Date): Promise<boolean> {
  const res = await q.query(
    `update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = $2, locked_until = null
     where id = $1 and (status <> 'pending' or locked_until is null or locked_until < $2) returning id`,
    [id, now],
  );
  return res.rows.length > 0;
}

// The delivery log as the owner reads it: deliveries with their attempts, newest first.

export interface DeliveryFilter {
  status?: 'pending' | 'delivered' | 'dead';
  /** The lead's e-mail (deliveries are keyed by it). */
  email?: string;
  limit: number;
  offset: number;
}

/** One page of deliveries and the total matching, each with its `webhookId`, body and attempt log. */
export async function listDeliveries(
  q: Queryable,
  f: DeliveryFilter,
): Promise<{ items: Delivery[]; total: number }> {
  const res = await q.query<Record<string, unknown>>(
    `select d.id, d.lead_key as email, d.capture_id, d.status, d.attempts, d.next_attempt_at, d.last_status,
            d.last_error, d.created_at, d.delivered_at, d.body, count(*) over () as total_count,
            coalesce((select json_agg(json_build_object('attempt', a.attempt, 'url', a.url, 'startedAt', a.started_at,
               'durationMs', a.duration_ms, 'statusCode', a.status_code, 'error', a.error, 'response', a.response_excerpt)
               order by a.attempt, a.id) from webhook_attempts a where a.delivery_id = d.id), '[]'::json) as attempt_log
     from webhook_deliveries d
     where ($1::text is null or d.status = $1) and ($2::text is null or d.lead_key = lower($2))
     order by d.seq desc limit $3 offset $4`,
    [f.status ?? null, f.email ?? null, f.limit, f.offset],
  );
  const total = res.rows[0] ? Number(res.rows[0].total_count) : 0;
  const items = res.rows.map((d): Delivery => ({
    id: String(d.id),
    webhookId: `msg_${String(d.id)}`,
    email: String(d.email),
    capture_id: textOrNull(d.capture_id),
    status: d.status as Delivery['status'],
    attempts: Number(d.attempts),
    next_attempt_at: isoOf(d.next_attempt_at)!,
    last_status: numberOrNull(d.last_status),
    last_error: textOrNull(d.last_error),
    created_at: isoOf(d.created_at)!,
    delivered_at: isoOf(d.delivered_at),
    body: jsonOf<Delivery['body']>(d.body),
    attemptLog: jsonOf<DeliveryAttempt[]>(d.attempt_log),
  }));
  return { items, total };
}

/** The webhook outbox's health for the owner's banner: pending, failing (retried) and dead deliveries. */
export async function webhookHealth(
  q: Queryable,
): Promise<{ pending: number; failing: number; dead: number }> {
  // Counted through the status index (pending, then dead): a `status <> 'delivered'` filter read every
  // delivery ever made, 33 ms at 100,000 on PGlite on every admin page, against 0.7 ms (decision 0197).
  const res = await q.query<{ pending: string; failing: string; dead: string }>(
    `select count(*) as pending, count(*) filter (where attempts > 0) as failing,
            (select count(*) from webhook_deliveries where status = 'dead') as dead
     from webhook_deliveries where status = 'pending'`,
  );
  const row = res.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    failing: Number(row?.failing ?? 0),
    dead: Number(row?.dead ?? 0),
  };
}

/** Queues every dead delivery again (after the receiver recovered); answers how many. */
export async function redeliverDead(q: Queryable, now: Date): Promise<number> {
  const res = await q.query(
    `update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = $1, locked_until = null
     where status = 'dead' returning id`,
    [now],
  );
  return res.rows.length;
}
