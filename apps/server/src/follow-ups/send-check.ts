/**
 * The send check of a prospect's message (issue 38, decision 0308): the facts read in SQL at the moment
 * of sending, in the gate's transaction (the ledger's rows for the channel and address, whether the lead
 * is still there and booked, whether its sequence stopped), and @pw/funnel's `prospectSendVerdict` on them
 * with the business's sending hours and zone. The text and mail workers are given it by the server.
 */
import {
  consentAddress,
  followUpTimingOf,
  prospectSendVerdict,
  type FunnelConfig,
  type SendVerdict,
} from '@pw/funnel';
import { consentRowsOf } from '../consent/consent-ledger.repo.js';
import type { OutboxMessage, SendCheck } from '../outbox/send-gate.js';
import type { Queryable } from '../store/sql-db.js';
import { sendFacts } from './follow-ups.repo.js';

/** The check with `config`'s sending hours and business zone. */
export function prospectSendCheck(config: FunnelConfig): SendCheck {
  const timing = followUpTimingOf(config);
  return async (q: Queryable, m: OutboxMessage, now: Date): Promise<SendVerdict> => {
    const address = consentAddress(m.channel, m.to);
    const consent = address ? await consentRowsOf(q, m.channel, address) : [];
    const f = await sendFacts(q, m.leadEmail, m.followUpId);
    // A sequence that ended by sending its last message is not stopped for that message; any other stop is.
    const stopped = f.seq_state === null || (f.seq_state === 'stopped' && f.seq_reason !== 'sequenceDone');
    return prospectSendVerdict({
      channel: m.channel,
      address,
      consent,
      lead: m.leadEmail !== null && f.lead ? { booked: f.booked } : null,
      sequence: m.followUpId === null ? null : { stopped },
      queuedAt: m.queuedAt,
      now,
      timing,
    });
  };
}
