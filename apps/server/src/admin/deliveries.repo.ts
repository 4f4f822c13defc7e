/** The webhook delivery log as the owner reads it: deliveries with their attempts, newest first. */
import type { Delivery, DeliveryAttempt } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

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
  const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());
  const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);
  const items = res.rows.map((d): Delivery => ({
    id: String(d.id),
    webhookId: `msg_${String(d.id)}`,
    email: String(d.email),
    capture_id: (d.capture_id as string | null) ?? null,
    status: d.status as Delivery['status'],
    attempts: Number(d.attempts),
    next_attempt_at: iso(d.next_attempt_at)!,
    last_status: d.last_status == null ? null : Number(d.last_status),
    last_error: (d.last_error as string | null) ?? null,
    created_at: iso(d.created_at)!,
    delivered_at: iso(d.delivered_at),
    body: json(d.body) as Delivery['body'],
    attemptLog: json(d.attempt_log) as DeliveryAttempt[],
  }));
  return { items, total };
}
