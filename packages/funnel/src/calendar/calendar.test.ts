import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/funnel-config.js';
import {
  availabilityRules,
  defaultAvailabilitySettings,
  type AvailabilityRules,
} from './availability-rules.js';
import {
  blockedDays,
  bookingWindow,
  businessToday,
  daysBetween,
  firstSelectableDay,
  isDaySelectable,
  openSlotsOn,
  slotRefusal,
  slotStart,
  slotsFor,
  to24Hour,
  toAppointment,
} from './calendar.js';

/* Tests run with TZ=UTC: the host is on UTC and the business in New York, as on a typical server. */
const demo = availabilityRules(undefined); // America/New_York, demo blocked offsets, 2 h notice
const saved = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...availabilityRules(defaultAvailabilitySettings()),
  ...over,
});
const WEEKDAY = ['8:30 AM', '11:00 AM', '1:30 PM', '4:00 PM'];
const WEEKEND = ['10:00 AM', '12:30 PM', '2:30 PM', '4:30 PM'];

// Saturday 2025-01-11, 10:15 in New York (15:15 UTC).
const now = new Date('2025-01-11T15:15:00Z');

describe("the business's today", () => {
  it('is still the New York day at 23:30 local, when UTC is already tomorrow', () => {
    const lateEvening = new Date('2025-01-12T04:30:00Z'); // Sat 23:30 EST
    expect(businessToday(lateEvening, demo)).toBe('2025-01-11');
    expect(bookingWindow(lateEvening, demo).first).toBe('2025-01-11');
  });

  it('turns at local midnight, not at UTC midnight', () => {
    expect(businessToday(new Date('2025-01-12T04:59:59Z'), demo)).toBe('2025-01-11');
    expect(businessToday(new Date('2025-01-12T05:00:00Z'), demo)).toBe('2025-01-12');
  });

  it('follows the zone across daylight saving (EDT is UTC-4)', () => {
    expect(businessToday(new Date('2025-07-04T03:59:00Z'), demo)).toBe('2025-07-03');
    expect(businessToday(new Date('2025-07-04T04:00:00Z'), demo)).toBe('2025-07-04');
  });
});

describe('booking window', () => {
  it('runs from today to two months ahead', () => {
    expect(bookingWindow(now, demo)).toEqual({ first: '2025-01-11', last: '2025-03-11' });
  });

  it('clamps month ends: from 31 December the last day is 28 February (29 in a leap year)', () => {
    expect(bookingWindow(new Date('2024-12-31T23:59:00Z'), demo).last).toBe('2025-02-28');
    expect(bookingWindow(new Date('2023-12-31T18:00:00Z'), demo).last).toBe('2024-02-29');
  });

  it("uses the business's month end at 23:30 local on 31 January", () => {
    const late = new Date('2025-02-01T04:30:00Z'); // 31 Jan 23:30 EST, already February in UTC
    expect(bookingWindow(late, demo)).toEqual({ first: '2025-01-31', last: '2025-03-31' });
  });
});

describe('slot start instants', () => {
  it('keeps wall-clock times across the DST switches', () => {
    // Spring forward: Sunday 2025-03-09. Fall back: Sunday 2025-11-02.
    expect(slotStart('2025-03-08', '10:00 AM', demo).toISOString()).toBe('2025-03-08T15:00:00.000Z');
    expect(slotStart('2025-03-09', '10:00 AM', demo).toISOString()).toBe('2025-03-09T14:00:00.000Z');
    expect(slotStart('2025-11-01', '10:00 AM', demo).toISOString()).toBe('2025-11-01T14:00:00.000Z');
    expect(slotStart('2025-11-02', '10:00 AM', demo).toISOString()).toBe('2025-11-02T15:00:00.000Z');
  });

  it('offers the same slot list on the DST switch days', () => {
    expect(slotsFor('2025-03-09', demo)).toEqual(WEEKEND);
    expect(openSlotsOn('2025-03-09', new Date('2025-03-09T05:00:00Z'), demo)).toEqual(WEEKEND);
  });
});

describe('minimum notice and passed slots', () => {
  it("hides today's slots that passed or start within two hours", () => {
    // 10:15 in New York: 10:00 passed, 12:30 is 2 h 15 ahead.
    expect(openSlotsOn('2025-01-11', now, demo)).toEqual(['12:30 PM', '2:30 PM', '4:30 PM']);
    expect(slotRefusal('2025-01-11', '10:00 AM', now, demo)?.code).toBe('too_soon');
    expect(slotRefusal('2025-01-11', '12:30 PM', now, demo)).toBeNull();
  });

  it('counts the notice in minutes exactly at the edge', () => {
    const edge = new Date('2025-01-11T15:30:00Z'); // 10:30: 12:30 is exactly 2 h away
    expect(slotRefusal('2025-01-11', '12:30 PM', edge, demo)).toBeNull();
    const after = new Date('2025-01-11T15:30:01Z');
    expect(slotRefusal('2025-01-11', '12:30 PM', after, demo)).toMatchObject({
      code: 'too_soon',
      reason: expect.stringContaining("2 hours' notice") as unknown,
    });
  });

  it("reaches into tomorrow: at 23:30 a 12-hour notice closes the next morning's slots before 11:30", () => {
    const rules = saved({ minNoticeMinutes: 12 * 60 });
    const lateFriday = new Date('2025-01-11T04:30:00Z'); // Fri 10 Jan 23:30 EST
    expect(openSlotsOn('2025-01-11', lateFriday, rules)).toEqual(['12:30 PM', '2:30 PM', '4:30 PM']);
    const lateSunday = new Date('2025-01-13T04:30:00Z'); // Sun 12 Jan 23:30 EST
    expect(openSlotsOn('2025-01-13', lateSunday, rules)).toEqual(['1:30 PM', '4:00 PM']);
  });

  it('greys today once no slot is left', () => {
    const evening = new Date('2025-01-11T21:00:00Z'); // 16:00 EST: 4:30 PM is 30 min away
    expect(isDaySelectable('2025-01-11', evening, demo)).toBe(false);
    expect(isDaySelectable('2025-01-12', evening, demo)).toBe(true);
  });
});

describe('selectable days', () => {
  it('disables the days before today and after the window', () => {
    expect(isDaySelectable('2025-01-10', now, demo)).toBe(false);
    expect(isDaySelectable('2025-01-11', now, demo)).toBe(true);
    expect(isDaySelectable('2025-03-11', now, demo)).toBe(true);
    expect(isDaySelectable('2025-03-12', now, demo)).toBe(false);
  });

  it('finds the first day a calendar should open on, past closed and blocked days', () => {
    expect(firstSelectableDay(now, demo)).toBe('2025-01-11');
    const lastEvening = new Date('2025-01-31T22:00:00Z'); // Fri 31 Jan 17:00 EST: nothing left today
    expect(firstSelectableDay(lastEvening, demo)).toBe('2025-02-01');
    expect(firstSelectableDay(lastEvening, demo, ['2025-02-01', '2025-02-02'])).toBe('2025-02-03');
    const closed = saved({ weeklySlots: [[], [], [], [], [], [], []] });
    expect(firstSelectableDay(now, closed)).toBeNull();
  });

  it('disables days the server reports as blocked or fully booked', () => {
    expect(isDaySelectable('2025-01-16', now, demo, ['2025-01-16'])).toBe(false);
    expect(isDaySelectable('2025-01-17', now, demo, ['2025-01-16'])).toBe(true);
  });

  it('disables weekdays the owner does not work', () => {
    const noSundays = saved({ weeklySlots: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKEND] });
    expect(isDaySelectable('2025-01-12', now, noSundays)).toBe(false);
    expect(slotRefusal('2025-01-12', '10:00 AM', now, noSundays)?.code).toBe('not_offered');
  });
});

describe('blocked days', () => {
  it('a fresh install blocks the demo days: today + 2, 3, 7, 10, 14, 18, 21', () => {
    expect(blockedDays(now, demo, '2025-01-11', '2025-03-11')).toEqual([
      '2025-01-13',
      '2025-01-14',
      '2025-01-18',
      '2025-01-21',
      '2025-01-25',
      '2025-01-29',
      '2025-02-01',
    ]);
  });

  it("the owner's ranges replace them, clipped to the range asked for, across a month end", () => {
    const rules = saved({
      blocked: [
        { from: '2025-01-30', to: '2025-02-02', reason: 'Rain' },
        { from: '2025-03-10', to: '2025-03-20', reason: 'Holiday' },
      ],
    });
    expect(blockedDays(now, rules, '2025-01-31', '2025-03-11')).toEqual([
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
      '2025-03-10',
      '2025-03-11',
    ]);
  });
});

describe('slots', () => {
  it('offers weekday slots Monday to Friday and weekend slots on Saturday and Sunday', () => {
    expect(slotsFor('2025-01-13', demo)).toEqual(WEEKDAY);
    expect(slotsFor('2025-01-17', demo)).toEqual(WEEKDAY);
    expect(slotsFor('2025-01-11', demo)).toEqual(WEEKEND);
    expect(slotsFor('2025-01-12', demo)).toEqual(WEEKEND);
  });

  it('reproduces the spec slots by default', () => {
    expect(defaultAvailabilitySettings(defaultConfig).weeklySlots[3]).toEqual(WEEKDAY);
  });
});

describe('appointment conversion', () => {
  it.each([
    ['8:30 AM', '08:30'],
    ['12:30 PM', '12:30'],
    ['12:00 AM', '00:00'],
    ['1:30 PM', '13:30'],
    ['4:30 PM', '16:30'],
  ])('converts %s to %s', (slot, hhmm) => {
    expect(to24Hour(slot)).toBe(hhmm);
  });

  it('refuses anything else', () => {
    expect(() => to24Hour('13:30')).toThrow('Not a 12-hour time');
  });

  it('builds the date, time and 24-hour timestamp', () => {
    expect(toAppointment('2025-02-28', '4:00 PM')).toEqual({
      appointmentDate: '2025-02-28',
      appointmentTime: '4:00 PM',
      appointmentTimestamp: '2025-02-28T16:00:00',
    });
  });

  it('lists the days of a range across a month end', () => {
    expect(daysBetween('2025-01-30', '2025-02-02')).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
  });

  it('compares days as dates: the last day of year 9999 is one day, not an endless loop', () => {
    expect(daysBetween('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(daysBetween('2025-02-02', '2025-01-30')).toEqual([]);
  });

  it('refuses a range that is not days, or longer than its bound', () => {
    expect(() => daysBetween('2025-02-30x', '2025-03-01')).toThrow(RangeError);
    expect(() => daysBetween('2000-01-01', '2099-12-31')).toThrow(/more than/);
  });
});
