/**
 * The coalescing rule (decision 0210) under any rhythm of captures: a prospect's captures, at gaps drawn at
 * random, are gathered into alerts as the server does (an alert waits while its lead is busy, a capture
 * after the alert is due starts the next one), and the properties the owner relies on hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERT_LATEST_MS, ALERT_QUIET_MS, alertDueAt } from './owner-alert.js';

interface Gathered {
  firstAt: number;
  dueAt: number;
  captures: number[];
}

/** Captures (ms, ascending) gathered into alerts by `alertDueAt`, as `owner_alerts` gathers them. */
function gather(captures: number[]): Gathered[] {
  const alerts: Gathered[] = [];
  for (const at of captures) {
    const waiting = alerts.at(-1);
    if (waiting && at < waiting.dueAt) {
      waiting.captures.push(at);
      waiting.dueAt = alertDueAt(new Date(waiting.firstAt), new Date(at)).getTime();
    } else {
      alerts.push({ firstAt: at, dueAt: alertDueAt(new Date(at), new Date(at)).getTime(), captures: [at] });
    }
  }
  return alerts;
}

/** Gaps between a prospect's captures: mostly seconds, sometimes minutes. */
const gaps = fc.array(fc.oneof(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 600_000 })), {
  minLength: 1,
  maxLength: 40,
});
const timesOf = (g: number[]) => g.reduce<number[]>((t, gap) => [...t, (t.at(-1) ?? 0) + gap], []);

describe('coalescing owner alerts', () => {
  it('every capture is in exactly one alert, and every alert is due within 45 s of its first capture', () => {
    fc.assert(
      fc.property(gaps, (g) => {
        const times = timesOf(g);
        const alerts = gather(times);
        expect(alerts.flatMap((a) => a.captures)).toEqual(times);
        for (const a of alerts) {
          expect(a.dueAt - a.firstAt).toBeLessThanOrEqual(ALERT_LATEST_MS);
          // Due after its latest capture: the alert says the lead's latest state.
          expect(a.dueAt).toBeGreaterThan(a.captures.at(-1)!);
        }
      }),
    );
  });

  it('a burst whose captures come within the quiet spell and 45 s gives one alert', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: ALERT_QUIET_MS - 1 }), { maxLength: 10 }), (g) => {
        const times = timesOf([0, ...g]);
        fc.pre(times.at(-1)! < ALERT_LATEST_MS);
        expect(gather(times)).toHaveLength(1);
      }),
    );
  });

  it('captures further apart than the quiet spell give one alert each', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: ALERT_QUIET_MS, max: 3_600_000 }), { maxLength: 10 }), (g) => {
        const times = timesOf([0, ...g]);
        expect(gather(times)).toHaveLength(times.length);
      }),
    );
  });
});
