import { describe, expect, it } from 'vitest';
import {
  bookedDays,
  bookingWindow,
  daysBetween,
  isDaySelectable,
  slotsFor,
  to24Hour,
  toAppointment,
} from './calendar.js';

// Saturday 2025-01-11, mid-morning (tests run with TZ=UTC).
const now = new Date('2025-01-11T10:15:00Z');

describe('booking window', () => {
  it('runs from today to two months ahead', () => {
    expect(bookingWindow(now)).toEqual({ first: '2025-01-11', last: '2025-03-11' });
  });

  it('clamps month ends: from 31 December the last day is 28 February', () => {
    expect(bookingWindow(new Date('2024-12-31T23:59:00Z')).last).toBe('2025-02-28');
    expect(bookingWindow(new Date('2023-12-31T08:00:00Z')).last).toBe('2024-02-29');
  });
});

describe('selectable days', () => {
  it('disables the days before today', () => {
    expect(isDaySelectable('2025-01-10', now)).toBe(false);
    expect(isDaySelectable('2025-01-11', now)).toBe(true);
  });

  it('allows the last day of the window and not the day after', () => {
    expect(isDaySelectable('2025-03-11', now)).toBe(true);
    expect(isDaySelectable('2025-03-12', now)).toBe(false);
  });

  it('disables the fixed booked days: today + 2, 3, 7, 10, 14, 18, 21', () => {
    expect(bookedDays(now)).toEqual([
      '2025-01-13',
      '2025-01-14',
      '2025-01-18',
      '2025-01-21',
      '2025-01-25',
      '2025-01-29',
      '2025-02-01',
    ]);
    for (const day of bookedDays(now)) expect(isDaySelectable(day, now)).toBe(false);
    expect(isDaySelectable('2025-01-12', now)).toBe(true);
    expect(isDaySelectable('2025-01-15', now)).toBe(true);
  });

  it('disables days the server reports as blocked or fully booked', () => {
    expect(isDaySelectable('2025-01-16', now, ['2025-01-16'])).toBe(false);
    expect(isDaySelectable('2025-01-17', now, ['2025-01-16'])).toBe(true);
  });
});

describe('slots', () => {
  it('offers weekday slots Monday to Friday', () => {
    expect(slotsFor('2025-01-13')).toEqual(['8:30 AM', '11:00 AM', '1:30 PM', '4:00 PM']);
    expect(slotsFor('2025-01-17')).toEqual(['8:30 AM', '11:00 AM', '1:30 PM', '4:00 PM']);
  });
  it('offers weekend slots on Saturday and Sunday', () => {
    expect(slotsFor('2025-01-11')).toEqual(['10:00 AM', '12:30 PM', '2:30 PM', '4:30 PM']);
    expect(slotsFor('2025-01-12')).toEqual(['10:00 AM', '12:30 PM', '2:30 PM', '4:30 PM']);
  });
  it('offers the no-date slots while no day is chosen', () => {
    expect(slotsFor(null)).toEqual(['9:00 AM', '11:30 AM', '2:00 PM', '4:30 PM']);
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
