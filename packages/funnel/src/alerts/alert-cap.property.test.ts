/**
 * The per-channel cap on the owner's alerts (decision 0311) under any rhythm of leads: due alerts at
 * random times, run through `alertWay` and `summaryDueAt` as the alert worker runs them (a poll at every
 * alert and every minute), and the properties the owner relies on hold: never more than the cap in any
 * rolling hour, and every alert either sent alone or counted in exactly one summary.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_CAP_WINDOW_MS,
  ALERT_SUMMARY_GATHER_MS,
  alertSummary,
  alertWay,
  summaryDueAt,
} from './alert-cap.js';

interface Run {
  /** Each message: when, and how many alerts it tells of (1 alone, K a summary). */
  messages: { at: number; alerts: number; summary: boolean }[];
  held: number;
}

/** The worker's loop over one channel: alerts due at `times` (ascending), polled each minute after. */
function run(times: number[], cap: number, until: number): Run {
  const messages: Run['messages'] = [];
  let held: number[] = [];
  const sentIn = (now: number) => messages.filter((m) => m.at > now - ALERT_CAP_WINDOW_MS);
  const summarise = (now: number) => {
    if (held.length === 0) return;
    const due = summaryDueAt(
      new Date(held[0]!),
      sentIn(now).map((m) => new Date(m.at)),
      cap,
    );
    if (due.getTime() > now) return;
    messages.push({ at: now, alerts: held.length, summary: true });
    held = [];
  };
  const polls = [...times.map((t) => ({ t, alert: true }))];
  for (let t = 0; t <= until; t += 60_000) polls.push({ t, alert: false });
  polls.sort((a, b) => a.t - b.t || Number(b.alert) - Number(a.alert));
  for (const p of polls) {
    summarise(p.t);
    if (!p.alert) continue;
    if (alertWay({ sent: sentIn(p.t).length, held: held.length }, cap) === 'alone') {
      messages.push({ at: p.t, alerts: 1, summary: false });
    } else held.push(p.t);
  }
  return { messages, held: held.length };
}

const HOUR = ALERT_CAP_WINDOW_MS;
/** Alerts: bursts of many within a minute, and quiet spells, over up to five hours. */
const rhythm = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 40 * 60_000 })), {
    minLength: 1,
    maxLength: 300,
  })
  .map((gaps) => gaps.reduce<number[]>((t, gap) => [...t, (t.at(-1) ?? 0) + gap], []));
const caps = fc.integer({ min: 2, max: 25 });

describe('the cap on owner alerts per channel', () => {
  it('sends at most the cap in any rolling hour, summaries included', () => {
    fc.assert(
      fc.property(rhythm, caps, (times, cap) => {
        const { messages } = run(times, cap, times.at(-1)! + 3 * HOUR);
        for (const m of messages) {
          const inWindow = messages.filter((o) => o.at > m.at - HOUR && o.at <= m.at);
          expect(inWindow.length).toBeLessThanOrEqual(cap);
        }
      }),
    );
  });

  it('loses no alert: each is sent alone or counted in one summary, and the last is told within the hour', () => {
    fc.assert(
      fc.property(rhythm, caps, (times, cap) => {
        const { messages, held } = run(times, cap, times.at(-1)! + HOUR + ALERT_SUMMARY_GATHER_MS + 60_000);
        expect(held).toBe(0);
        expect(messages.reduce((n, m) => n + m.alerts, 0)).toBe(times.length);
      }),
    );
  });

  it('sends alerts alone while the hour has room, and a flood as the cap less one, then a summary', () => {
    const flood = Array.from({ length: 300 }, (_, i) => i * 200); // 300 in a minute
    const { messages } = run(flood, 10, 10 * 60_000);
    expect(messages.filter((m) => !m.summary)).toHaveLength(9);
    expect(messages.filter((m) => m.summary)).toEqual([
      { at: ALERT_SUMMARY_GATHER_MS + 60_000, alerts: 291, summary: true },
    ]);
    const quiet = Array.from({ length: 5 }, (_, i) => i * 20 * 60_000);
    expect(run(quiet, 10, 2 * HOUR).messages.every((m) => !m.summary)).toBe(true);
  });

  it('says how many more and where to see them, on each channel', () => {
    const s = alertSummary(291, { inboxUrl: 'https://w.example/admin/leads', inboxPath: '/admin/leads' });
    expect(s.sms).toBe('And 291 more leads: see the inbox https://w.example/admin/leads');
    expect(s.email.subject).toBe('And 291 more leads: see the inbox');
    expect(s.push).toEqual({
      title: 'And 291 more leads',
      body: 'See them in the inbox.',
      url: '/admin/leads',
    });
    expect(alertSummary(1, { inboxUrl: 'u', inboxPath: 'p' }).email.subject).toBe(
      'And 1 more lead: see the inbox',
    );
  });
});
