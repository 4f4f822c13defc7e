import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOW_UP_SETTINGS, FollowUpSettingsSchema } from './follow-up-settings.js';
import { defaultConfig } from '../config/funnel-config.js';
import { followUpPreview, followUpText, plainFollowUpText } from './follow-up-message.js';
import { followUpEventOf, followUpFire, followUpOn, followUpSendableAt } from './follow-up-run.js';
import { followUpTimingOf } from './follow-up-timing.js';

const timing = followUpTimingOf(defaultConfig);
// Tuesday 3 March 2026, 10:00 am in New York.
const T0 = new Date('2026-03-03T15:00:00Z');
const min = (m: number) => new Date(T0.getTime() + m * 60_000);
const lead = { email: 'ann@example.com', appointmentDate: null, appointmentStatus: null };

describe('the follow-up chart driven from rows', () => {
  it('schedules on a reachable capture, moves on the next, sends three, then stops as done', () => {
    let m = followUpOn(null, followUpEventOf('quote_viewed', lead, T0)!, timing);
    expect(m.stored.state).toBe('waiting');
    expect(m.dueAt).toEqual(min(15));
    m = followUpOn(m.stored, followUpEventOf('quote_details', lead, min(5))!, timing);
    expect(m.dueAt).toEqual(min(20));
    const sends: number[] = [];
    for (let i = 0; i < 3; i++) {
      m = followUpFire(m.stored, m.dueAt!, timing);
      sends.push(m.send!);
    }
    expect(sends).toEqual([0, 1, 2]);
    expect(m.stored).toMatchObject({ state: 'stopped', stopReason: 'sequenceDone', sent: 3 });
    expect(m.dueAt).toBeNull();
  });

  it('stops for good on a booking, and a capture after a message is a recovery', () => {
    const waiting = followUpOn(null, followUpEventOf('quote_viewed', lead, T0)!, timing).stored;
    const booked = { ...lead, appointmentDate: '2026-03-10', appointmentStatus: 'scheduled' as const };
    const b = followUpOn(waiting, followUpEventOf('appointment_scheduled', booked, min(1))!, timing);
    expect(b).toMatchObject({ stored: { state: 'stopped', stopReason: 'booked' }, dueAt: null, send: null });
    const after = followUpOn(b.stored, followUpEventOf('quote_viewed', lead, min(2))!, timing);
    expect(after.stored.state).toBe('stopped');
    const following = followUpFire(waiting, min(15), timing).stored;
    const back = followUpOn(following, followUpEventOf('resumed_from_link', lead, min(60))!, timing);
    expect(back.stored).toMatchObject({ state: 'stopped', stopReason: 'recovered' });
  });

  it("says nothing for the owner's test data, and a lead without an e-mail is not reachable", () => {
    expect(followUpEventOf('test_data', lead, T0)).toBeNull();
    const m = followUpOn(null, followUpEventOf('name_completed', { ...lead, email: '' }, T0)!, timing);
    expect(m).toMatchObject({ stored: { state: 'unreachable' }, dueAt: null });
  });

  it('a late timer waits for the next opening; a changed delay moves the due time', () => {
    const waiting = followUpOn(null, followUpEventOf('quote_viewed', lead, T0)!, timing).stored;
    // Claimed at 9 pm (the server was down): 8 am the next morning.
    expect(followUpSendableAt(waiting, new Date('2026-03-04T02:00:00Z'), timing)).toEqual(
      new Date('2026-03-04T13:00:00Z'),
    );
    expect(followUpSendableAt(waiting, min(20), timing)).toEqual(min(20));
    const slower = { ...timing, delaysMinutes: [60, 1440, 4320] as const };
    expect(followUpSendableAt(waiting, min(20), slower)).toEqual(min(60));
  });

  it('dates a late message when it went: the next one waits for another day', () => {
    const waiting = followUpOn(null, followUpEventOf('quote_viewed', lead, T0)!, timing).stored;
    // The first message fired two days late, at 3 pm: the second (due a day after the stop) waits a day.
    const late = new Date('2026-03-05T20:00:00Z');
    const m = followUpFire(waiting, late, timing);
    expect(m.stored.lastSentAt).toBe(late.toISOString());
    expect(m.dueAt).toEqual(new Date('2026-03-06T13:00:00Z'));
  });
});

describe('follow-up messages', () => {
  it('keeps links, markup and line breaks of the prospect out', () => {
    expect(plainFollowUpText('Ann https://evil.example/x', 40)).toBe('Ann');
    expect(plainFollowUpText('Bob www.evil.com <b>x</b>', 40)).toBe('Bob x');
    expect(plainFollowUpText('Cy evil.com\r\nBcc: x@y.z', 40)).toBe('Cy Bcc:');
    const t = followUpText(
      DEFAULT_FOLLOW_UP_SETTINGS,
      { name: 'Ann\r\nBcc: evil@x.com', serviceNeeded: 'Roof', quotedPrice: 1250, quoteDetails: null },
      'https://wash.example/onboarding/resume#tok',
    );
    expect(t.subject).toBe('Your Roof quote is saved');
    expect(t.sms).toBe(
      'Hi Ann, your Roof quote ($1,250) is saved. Pick up where you left off: https://wash.example/onboarding/resume#tok Reply STOP to opt out.',
    );
    expect(t.body).toContain('https://wash.example/onboarding/resume#tok');
    expect(t.body).not.toContain('evil');
  });

  it('previews the sample lead, and refuses bad settings with sentences', () => {
    expect(followUpPreview(DEFAULT_FOLLOW_UP_SETTINGS, 'https://wash.example/').sms).toContain(
      'Hi Jordan, your House Washing, Driveway Cleaning quote ($425)',
    );
    const bad = FollowUpSettingsSchema.safeParse({
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      delaysMinutes: [0, 10, 5],
      smsText: 'Hi {nme}',
    });
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'delaysMinutes.0: must be at least 1 minute',
        'smsText: uses {nme}, which is not a placeholder: use {name}, {services}, {price}, {link}',
        'smsText: must contain {link}, the link that resumes the quote',
      ]),
    );
    expect(
      FollowUpSettingsSchema.safeParse({ ...DEFAULT_FOLLOW_UP_SETTINGS, delaysMinutes: [1, 5, 5] }).success,
    ).toBe(false);
    expect(
      FollowUpSettingsSchema.parse({ ...DEFAULT_FOLLOW_UP_SETTINGS, delaysMinutes: [1, 5, 6] }).delaysMinutes,
    ).toEqual([1, 5, 6]);
  });
});
