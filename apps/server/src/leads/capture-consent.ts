/**
 * What a batch's consent boxes add to the ledger (decision 0220): @pw/funnel's `boxStatement` over each
 * number's latest row, read in the batch's transaction (under the leads' locks) and carried forward
 * capture by capture, so two captures of one batch see each other's rows. Only a batch with a box reads.
 */
import {
  boxStatement,
  consentAddress,
  consentWordingOf,
  defaultConfig,
  type Capture,
  type ConsentFact,
  type FunnelConfig,
} from '@pw/funnel';
import { latestConsents, type NewConsent } from '../consent/consent-ledger.repo.js';
import type { Queryable } from '../store/sql-db.js';

/**
 * What a box's row keeps of its capture's request (a `CaptureMeta` is one): declared here, not imported
 * from capture.service.ts, which imports this module (no import cycle, types counted: decision 0316).
 */
interface RequestFacts {
  now: Date;
  ip?: string;
  userAgent?: string;
}

export interface BoxConsents {
  /** The row this capture's box adds, if any (the capture is new and not a screen view). */
  statementOf(capture: Capture, meta: RequestFacts, leadEmail: string | null): NewConsent | null;
}

export async function boxConsents(
  tx: Queryable,
  items: readonly { capture: Capture }[],
  config: FunnelConfig = defaultConfig,
): Promise<BoxConsents> {
  const numbers = items.flatMap(({ capture: c }) =>
    c.consent ? [consentAddress('sms', c.fields.phone ?? '') ?? []].flat() : [],
  );
  const latest: Map<string, ConsentFact> = await latestConsents(tx, 'sms', [...new Set(numbers)]);
  return {
    statementOf(capture, meta, leadEmail) {
      const address = consentAddress('sms', capture.fields.phone ?? '');
      const statement = boxStatement({
        consent: capture.consent,
        phone: capture.fields.phone,
        visitId: capture.visitId.toLowerCase(),
        deferred: capture.deferred === true,
        latest: (address && latest.get(address)) || null,
      });
      if (!statement) return null;
      const at = meta.now;
      latest.set(statement.address, {
        ...statement,
        how: 'box',
        at: at.toISOString(),
        visitId: capture.visitId.toLowerCase(),
      });
      return {
        ...statement,
        how: 'box',
        at,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
        page: capture.source,
        leadEmail,
        visitId: capture.visitId,
        captureId: capture.captureId,
        // Which language's box the prospect saw: its wording's version is that language's own (issue 41).
        language: consentWordingOf(statement.version, config)?.language ?? null,
      };
    },
  };
}
