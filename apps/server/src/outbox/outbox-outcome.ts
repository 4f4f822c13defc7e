/**
 * How a row's first attempt went, for a test the owner is waiting on (Settings' "Send a test text"):
 * polls the row until its worker recorded an attempt, or until `waitMs` passed (then it is still queued).
 */
import type { Queryable } from '../store/sql-db.js';

export type FirstOutcome = { status: 'sent' } | { status: 'failed'; error: string } | { status: 'queued' };

export async function firstOutcome(
  q: Queryable,
  table: 'mail_deliveries' | 'sms_deliveries',
  id: string,
  o: { waitMs: number; pollMs?: number },
): Promise<FirstOutcome> {
  const end = Date.now() + o.waitMs;
  for (;;) {
    const res = await q.query<{
      status: string;
      attempts: number;
      locked_until: unknown;
      last_error: string | null;
    }>(`select status, attempts, locked_until, last_error from ${table} where id = $1`, [id]);
    const row = res.rows[0];
    if (row?.status === 'sent') return { status: 'sent' };
    // Given up, or tried and waiting for its retry (an attempt in flight holds its lease).
    if (row && (row.status === 'dead' || (row.attempts > 0 && row.locked_until === null)))
      return { status: 'failed', error: row.last_error ?? 'unknown error' };
    if (Date.now() >= end) return { status: 'queued' };
    await new Promise((r) => setTimeout(r, o.pollMs ?? 100));
  }
}
