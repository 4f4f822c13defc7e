/**
 * The advisory locks a batch of captures takes first on PostgreSQL (decision 0170): its leads (the e-mail
 * given, else the visit), the slots it books and the promotion codes with a use limit it carries (decision
 * 0310), in one statement and one sorted order, so two server processes cannot fold over each other's
 * leads, give one code's last use twice, or deadlock.
 */
import { emailKey, isAnalyticsOnly, type Capture, type LeadPricing } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';
import { codeLockKeys } from './capture-pricing.js';
import { slotLockKey } from './capture-slot.js';

/** The e-mail a capture gives, as the lead's key (lower-cased), or null. */
export const givenOf = (c: Capture) => (c.fields.email && emailKey(c.fields.email)) || null;

/**
 * Takes the batch's locks, held until its transaction ends. `items` are capture.service.ts's, typed here
 * by what is read of them, as that module imports this one (no import cycle, types counted: decision 0316).
 */
export async function lockCaptures(
  tx: Queryable,
  items: readonly { capture: Capture; meta: { pricing?: LeadPricing } }[],
): Promise<void> {
  const keys = items.flatMap(({ capture, meta }) =>
    isAnalyticsOnly(capture.stage)
      ? []
      : [givenOf(capture) ?? capture.visitId, slotLockKey(capture) ?? [], codeLockKeys(capture, meta)].flat(),
  );
  if (keys.length === 0) return;
  // A volatile function in the select list runs after the sort: the locks are taken in `h` order.
  await tx.query(
    `select pg_advisory_xact_lock(h) from (select distinct hashtext(k) as h from jsonb_array_elements_text($1::jsonb) as t(k)) s
     order by h`,
    [JSON.stringify(keys)],
  );
}
