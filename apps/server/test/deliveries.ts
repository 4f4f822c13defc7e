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
