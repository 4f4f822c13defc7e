/** The webhook outbox in SQL: enqueued by the capture's own write, claimed with a lease, attempts recorded. */
import { randomUUID } from 'node:crypto';
import { claimOutbox } from '../store/outbox-claim.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

export interface ClaimedDelivery {
  id: string;
  leadKey: string;
  body: string;
  /** Attempts made, counting the one this claim starts. */
  attempt: number;
}

/**
 * The one insert of a pending delivery (`leadKey` orders the deliveries of one lead), its values appended
 * to `params` so it also runs inside a larger statement: the capture's single write adds it as a step
 * guarded by `where`. Returns the statement and the new delivery's id.
 */
export function deliveryInsert(
  d: { leadKey: string; captureId: string | null; body: string; now: Date },
  params: unknown[],
  where = '',
): { sql: string; id: string } {
  const id = randomUUID();
  params.push(id, d.leadKey, d.captureId, d.body, d.now);
  const [$id, $key, $capture, $body, $now] = [4, 3, 2, 1, 0].map((back) => `$${params.length - back}`);
  return {
    id,
    sql: `insert into webhook_deliveries (id, lead_key, capture_id, body, next_attempt_at, created_at)
      select ${$id}::uuid, ${$key}::text, ${$capture}::uuid, ${$body}::text, ${$now}::timestamptz, ${$now}::timestamptz ${where}`,
  };
}

/**
 * Claims up to `limit` due deliveries, each the oldest pending one of its lead, and leases them until
 * `leaseUntil` (the one outbox claim, `claimOutbox`).
 */
export async function claimDue(
  db: SqlDb,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const rows = await claimOutbox<{ id: string; lead_key: string; body: string }>(
    db,
    { table: 'webhook_deliveries', columns: ['id', 'lead_key', 'body'], oneAtATimePer: 'lead_key' },
    { now, leaseUntil, limit },
  );
  return rows.map((r) => ({
    id: r.id,
    leadKey: r.lead_key,
    body: r.body,
    attempt: r.attempts,
  }));
}

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

/** Records one attempt and moves the delivery on: delivered, dead, or pending again at `retryAt`. */
export async function recordAttempt(
  db: SqlDb,
  a: AttemptRecord,
  outcome: { status: DeliveryStatus; retryAt?: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into webhook_attempts (delivery_id, attempt, url, started_at, duration_ms, status_code, error, response_excerpt)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        a.deliveryId,
        a.attempt,
        a.url,
        a.startedAt,
        a.durationMs,
        a.statusCode ?? null,
        a.error ?? null,
        a.excerpt ?? null,
      ],
    );
    await tx.query(
      `update webhook_deliveries set status = $2, locked_until = null, next_attempt_at = coalesce($3, next_attempt_at),
         last_status = $4, last_error = $5, delivered_at = case when $2 = 'delivered' then $6::timestamptz else delivered_at end
       where id = $1`,
      [
        a.deliveryId,
        outcome.status,
        outcome.retryAt ?? null,
        a.statusCode ?? null,
        a.error ?? null,
        outcome.now,
      ],
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
