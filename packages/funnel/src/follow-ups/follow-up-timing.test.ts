import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/funnel-config.js';
import {
  followUpTimingOf,
  nextSendAt,
  sameBusinessDay,
  withinSendHours,
  type FollowUpTiming,
} from './follow-up-timing.js';

const ZONE = 'America/New_York';
const MINUTE = 60_000;
const timing = followUpTimingOf(defaultConfig);
const localHour = (at: Date) => new TZDate(at.getTime(), ZONE);

// Instants within four days of each 2026 change of New York's clock (8 March: 2 am -> 3 am; 1 November:
// 2 am -> 1 am), where a day is 23 or 25 hours long.
const aroundChanges = fc
  .oneof(
    fc.integer({ min: Date.parse('2026-03-04T00:00:00Z'), max: Date.parse('2026-03-12T00:00:00Z') }),
    fc.integer({ min: Date.parse('2026-10-28T00:00:00Z'), max: Date.parse('2026-11-05T00:00:00Z') }),
  )
  .map((ms) => new Date(ms));
const delays = fc.tuple(
  fc.integer({ min: 1, max: 5 * 24 * 60 }),
  fc.integer({ min: 1, max: 5 * 24 * 60 }),
  fc.integer({ min: 1, max: 5 * 24 * 60 }),
);
const scenario = fc.record({
  stoppedAt: aroundChanges,
  step: fc.integer({ min: 0, max: 2 }),
  delaysMinutes: delays,
  lastSentOffsetMinutes: fc.option(fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), { nil: null }),
});

interface Scenario {
  stoppedAt: Date;
  step: number;
  delaysMinutes: [number, number, number];
  lastSentOffsetMinutes: number | null;
}

function run(s: Scenario) {
  const t: FollowUpTiming = { ...timing, delaysMinutes: s.delaysMinutes };
  const due = new Date(s.stoppedAt.getTime() + s.delaysMinutes[s.step]! * MINUTE);
  const lastSentAt =
    s.lastSentOffsetMinutes === null ? null : new Date(due.getTime() + s.lastSentOffsetMinutes * MINUTE);
  return {
    t,
    due,
    lastSentAt,
    at: nextSendAt({ stoppedAt: s.stoppedAt, step: s.step, lastSentAt, timing: t }),
  };
}

describe('nextSendAt across the daylight-saving changes in America/New_York', () => {
  it('never sends before the delay, outside 8 am-8 pm, or twice on one business day', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { t, due, lastSentAt, at } = run(s);
        expect(at.getTime()).toBeGreaterThanOrEqual(due.getTime());
        expect(withinSendHours(at, t)).toBe(true);
        const hour = localHour(at).getHours();
        expect(hour >= 8 && hour < 20).toBe(true);
        if (lastSentAt) {
          expect(at.getTime()).toBeGreaterThanOrEqual(lastSentAt.getTime());
          expect(sameBusinessDay(at, lastSentAt, ZONE)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('waits no longer than it must: the due time itself, or an 8:00 opening of the hours', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { t, due, lastSentAt, at } = run(s);
        const dueIsFine =
          withinSendHours(due, t) &&
          (!lastSentAt || (due >= lastSentAt && !sameBusinessDay(due, lastSentAt, ZONE)));
        if (dueIsFine) expect(at).toEqual(due);
        else {
          const l = localHour(at);
          expect([l.getHours(), l.getMinutes(), l.getSeconds()]).toEqual([8, 0, 0]);
          // And no earlier opening would do: the opening a day before is too early or taken.
          const dayBefore = new Date(
            new TZDate(l.getFullYear(), l.getMonth(), l.getDate() - 1, 8, 0, 0, ZONE).getTime(),
          );
          const dayBeforeWouldDo =
            dayBefore >= due &&
            (!lastSentAt || (dayBefore >= lastSentAt && !sameBusinessDay(dayBefore, lastSentAt, ZONE)));
          expect(dayBeforeWouldDo).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps 8 am on the clock on the days the clock changes', () => {
    // Saturday 7 March, 9 pm EST: the 15-minute message waits for Sunday 8 am EDT (12:00 UTC, not 13:00).
    const spring = nextSendAt({
      stoppedAt: new Date('2026-03-08T02:00:00Z'),
      step: 0,
      lastSentAt: null,
      timing,
    });
    expect(spring.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    // Saturday 31 October, 9 pm EDT: Sunday 8 am EST is 13:00 UTC.
    const fall = nextSendAt({
      stoppedAt: new Date('2026-11-01T01:00:00Z'),
      step: 0,
      lastSentAt: null,
      timing,
    });
    expect(fall.toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // A message sent at 8 am: the next, due the same afternoon, waits for the next morning.
    const second = nextSendAt({
      stoppedAt: new Date('2026-03-08T11:45:00Z'),
      step: 1,
      lastSentAt: spring,
      timing: { ...timing, delaysMinutes: [15, 120, 4320] },
    });
    expect(second.toISOString()).toBe('2026-03-09T12:00:00.000Z');
  });
});
