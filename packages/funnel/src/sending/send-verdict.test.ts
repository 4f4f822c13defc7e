import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/funnel-config.js';
import type { ConsentFact } from '../consent/consent.js';
import { followUpTimingOf } from '../follow-ups/follow-up-timing.js';
import {
  dropReasonText,
  DROP_REASONS,
  isProspectMessage,
  prospectSendVerdict,
  type ProspectSendFacts,
} from './send-verdict.js';

// New York in March (UTC-5): 15:00Z is 10 am, 00:55Z is 7:55 pm the evening before.
const timing = followUpTimingOf(defaultConfig);
const PHONE = '+15615550101';
const row = (action: ConsentFact['action'], at: string, how: ConsentFact['how'] = 'box'): ConsentFact => ({
  channel: 'sms',
  address: PHONE,
  action,
  version: null,
  how,
  at,
  visitId: null,
});
const facts = (o: Partial<ProspectSendFacts> = {}): ProspectSendFacts => ({
  channel: 'sms',
  address: PHONE,
  consent: [row('granted', '2026-03-02T14:00:00.000Z')],
  lead: { booked: false },
  sequence: { stopped: false },
  queuedAt: new Date('2026-03-02T14:55:00Z'),
  now: new Date('2026-03-02T15:00:00Z'),
  timing,
  ...o,
});

describe('prospectSendVerdict', () => {
  it('sends a consented text of a running sequence inside the hours', () => {
    expect(prospectSendVerdict(facts())).toEqual({ action: 'send' });
  });

  it('drops after STOP, without consent, after a booking, a stopped sequence or with no lead', () => {
    const stop = [
      row('granted', '2026-03-02T14:00:00Z'),
      row('withdrawn', '2026-03-02T14:58:00Z', 'stop_reply'),
    ];
    expect(prospectSendVerdict(facts({ consent: stop }))).toEqual({ action: 'drop', reason: 'withdrawn' });
    expect(prospectSendVerdict(facts({ consent: [] }))).toEqual({ action: 'drop', reason: 'no_consent' });
    expect(prospectSendVerdict(facts({ address: null }))).toEqual({ action: 'drop', reason: 'no_consent' });
    expect(prospectSendVerdict(facts({ lead: { booked: true } }))).toEqual({
      action: 'drop',
      reason: 'booked',
    });
    expect(prospectSendVerdict(facts({ sequence: { stopped: true } }))).toEqual({
      action: 'drop',
      reason: 'sequence_stopped',
    });
    expect(prospectSendVerdict(facts({ lead: null }))).toEqual({ action: 'drop', reason: 'no_lead' });
  });

  it('drops an e-mail after unsubscribe, and sends one to an address given for a quote', () => {
    const address = 'ana@example.com';
    const unsubscribed: ConsentFact = {
      ...row('withdrawn', '2026-03-02T14:58:00Z', 'unsubscribe_link'),
      channel: 'email',
      address,
    };
    const mail = { channel: 'email' as const, address };
    expect(prospectSendVerdict(facts({ ...mail, consent: [unsubscribed] }))).toEqual({
      action: 'drop',
      reason: 'withdrawn',
    });
    expect(prospectSendVerdict(facts({ ...mail, consent: [] }))).toEqual({ action: 'send' });
  });

  it('postpones a retry that falls in quiet hours to the next opening, and drops it once stale', () => {
    // Queued at 7:55 pm, retried at 8:02 pm: 8 am the next morning, 12 hours after it was queued.
    const evening = facts({
      queuedAt: new Date('2026-03-03T00:55:00Z'),
      now: new Date('2026-03-03T01:02:00Z'),
    });
    expect(prospectSendVerdict(evening)).toEqual({
      action: 'postpone',
      until: new Date('2026-03-03T13:00:00Z'),
    });
    // Before the opening on the same night: the same morning.
    expect(prospectSendVerdict({ ...evening, now: new Date('2026-03-03T09:00:00Z') })).toEqual({
      action: 'postpone',
      until: new Date('2026-03-03T13:00:00Z'),
    });
    // Queued at 10 am and still failing after closing: by the next opening it is 22 hours old, still kept;
    // queued at 9 am the day before that, it is stale.
    expect(prospectSendVerdict({ ...evening, queuedAt: new Date('2026-03-02T15:00:00Z') })).toMatchObject({
      action: 'postpone',
    });
    expect(prospectSendVerdict({ ...evening, queuedAt: new Date('2026-03-02T12:59:00Z') })).toEqual({
      action: 'drop',
      reason: 'stale',
    });
  });

  it('checks consent before the hours: a withdrawn message is dropped at night, not postponed', () => {
    const night = facts({
      consent: [row('withdrawn', '2026-03-02T14:58:00Z', 'stop_reply')],
      now: new Date('2026-03-03T03:00:00Z'),
    });
    expect(prospectSendVerdict(night)).toEqual({ action: 'drop', reason: 'withdrawn' });
  });
});

describe('isProspectMessage', () => {
  it('spares the owner and booking messages, and checks every other kind, a new one too', () => {
    for (const kind of [
      'owner_alert',
      'test',
      'owner_alert_test',
      'booking_confirmation',
      'owner_new_booking',
    ])
      expect(isProspectMessage(kind), kind).toBe(false);
    for (const kind of ['follow_up', 'follow_up_1', 'follow_up_3', 'a_kind_added_later'])
      expect(isProspectMessage(kind), kind).toBe(true);
  });

  it('has a sentence for every drop reason', () => {
    for (const r of DROP_REASONS) expect(dropReasonText(r)).toMatch(/^not sent: /);
  });
});
