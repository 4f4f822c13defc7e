import type { Queryable } from '../src/store/sql-db.js';
import { deliveryInsert } from '../src/webhooks/outbox.store.js';

/** Enqueues one delivery on its own, through the same insert a capture's write uses; returns its id. */
export async function enqueueDelivery(
  q: Queryable,
  d: { leadKey: string; captureId?: string; body: string; now: Date },
): Promise<string> {
  const params: unknown[] = [];
  const { sql, id } = deliveryInsert({ ...d, captureId: d.captureId ?? null }, params);
  await q.query(sql, params);
  return id;
}
