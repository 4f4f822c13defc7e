import type { Queryable } from '../src/store/sql-db.js';
import { deliveriesInsert } from '../src/webhooks/outbox.store.js';

/** Enqueues one delivery on its own, through the same insert a capture's write uses; returns its id. */
export async function enqueueDelivery(
  q: Queryable,
  d: { leadKey: string; captureId?: string; body: string; now: Date },
): Promise<string> {
  const params: unknown[] = [];
  const { sql, ids } = deliveriesInsert([{ ...d, captureId: d.captureId ?? null }], params);
  await q.query(sql, params);
  return ids[0]!;
}

/** The body of the lead's latest queued webhook delivery (either driver: jsonb parsed or JSON text). */
export async function lastWebhookBody(q: Queryable, email: string): Promise<Record<string, unknown>> {
  const res = await q.query<{ body: string | Record<string, unknown> }>(
    'select body from webhook_deliveries where lead_key = $1 order by seq desc limit 1',
    [email],
  );
  const body = res.rows[0]!.body;
  return typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : body;
}
