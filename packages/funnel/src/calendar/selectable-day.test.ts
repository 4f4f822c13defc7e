import { describe, expect, it } from 'vitest';
import { availabilityRules, defaultAvailabilitySettings, scheduleRulesOf } from './availability-rules.js';
import {
  addDaysTo,
  bookingWindow,
  daysBetween,
  isDaySelectable,
  isoDay,
  openSlotsOn,
  parseIsoDay,
  selectableDayTest,
  weekdayOf,
} from './calendar.js';

/*
 * selectableDayTest answers for a whole month at once by looking at slots only on the day of the
 * notice's cut-off; this checks it against the slot-by-slot rule (openSlotsOn) at many instants, across
 * both DST switches, in zones either side of UTC, with short and long notice.
 */
const base = availabilityRules(defaultAvailabilitySettings());
const zones = ['America/New_York', 'Pacific/Auckland', 'Asia/Kolkata'];
const notices = [0, 120, 60 * 24 + 30];
// Every 137 minutes over the days around the 2025 DST switches (US and New Zealand) and a month end.
const instants = [
  '2025-03-08T00:00:00Z',
  '2025-04-05T00:00:00Z',
  '2025-11-01T00:00:00Z',
  '2025-01-30T00:00:00Z',
].flatMap((start) => Array.from({ length: 24 }, (_, i) => new Date(Date.parse(start) + i * 137 * 60_000)));

describe('the selectable-day test', () => {
  it('agrees with the slot-by-slot rule on every day near now, in every zone, with any notice', () => {
    let checked = 0;
    let selectable = 0;
    for (const timeZone of zones) {
      for (const minNoticeMinutes of notices) {
        const rules = scheduleRulesOf({ ...base, timeZone, minNoticeMinutes });
        for (const now of instants) {
          const { first } = bookingWindow(now, rules);
          const unavailable = [addDaysTo(first, 2)];
          const test = selectableDayTest(now, rules, unavailable);
          for (const day of daysBetween(addDaysTo(first, -2), addDaysTo(first, 6))) {
            const expected = !unavailable.includes(day) && openSlotsOn(day, now, rules).length > 0;
            expect(test(day), `${day} at ${now.toISOString()} in ${timeZone}, ${minNoticeMinutes} min`).toBe(
              expected,
            );
            checked++;
            if (expected) selectable++;
          }
        }
      }
    }
    // Both answers occur often, so the comparison above could fail either way.
    expect(selectable).toBeGreaterThan(checked / 4);
    expect(checked - selectable).toBeGreaterThan(checked / 4);
  });

  it('refuses days outside the window and days without slots, as isDaySelectable does', () => {
    const rules = scheduleRulesOf({
      ...base,
      weeklySlots: base.weeklySlots.map((s, i) => (i === 3 ? [] : s)),
    });
    const now = new Date('2025-01-11T15:15:00Z');
    const { first, last } = bookingWindow(now, rules);
    const test = selectableDayTest(now, rules);
    for (const day of daysBetween(addDaysTo(first, -3), addDaysTo(last, 3))) {
      const inWindow = day >= first && day <= last;
      expect(test(day)).toBe(isDaySelectable(day, now, rules));
      if (!inWindow || weekdayOf(day) === 3) expect(test(day)).toBe(false);
    }
  });
});

describe('label arithmetic in UTC', () => {
  it('adds days across month, year and DST boundaries and knows the weekday', () => {
    expect(addDaysTo('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDaysTo('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDaysTo('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysTo('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysTo('2025-01-01', -1)).toBe('2024-12-31');
    expect(weekdayOf('2025-01-11')).toBe(6);
    expect(weekdayOf('2025-03-09')).toBe(0);
  });

  it('throws a RangeError for a label that is no day', () => {
    expect(() => addDaysTo('not-a-day', 1)).toThrow(RangeError);
  });
});

describe('day labels and calendar cells', () => {
  it('reads and writes labels as date-fns did, invalid days included', async () => {
    const { format, parse } = await import('date-fns');
    const labels = [
      '2025-01-11',
      '2024-02-29',
      '2025-02-29',
      '2025-02-30x',
      '2025-13-01',
      '2025-1-5',
      'x',
      '',
    ];
    for (const label of [...labels, '0099-06-30', '9999-12-31', '10000-01-01']) {
      const ours = parseIsoDay(label);
      const theirs = parse(label, 'yyyy-MM-dd', new Date(0));
      expect(ours.getTime(), label).toEqual(theirs.getTime());
      if (!Number.isNaN(ours.getTime())) expect(isoDay(ours)).toBe(format(theirs, 'yyyy-MM-dd'));
    }
    expect(() => isoDay(new Date(NaN))).toThrow(RangeError);
  });
});
