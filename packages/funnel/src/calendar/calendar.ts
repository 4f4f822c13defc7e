import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format, parse } from 'date-fns';
import type { AvailabilityRules, ScheduleRules } from './availability-rules.js';

/**
 * Calendar rules, in the business's time zone. "Today", the booking window, a slot's start instant and
 * whether it has passed are all computed on the business's wall clock (`rules.timeZone`), so a browser in
 * another zone and a server on UTC agree. Days are `yyyy-MM-dd` strings; `now` is always passed in.
 */
export type IsoDay = string;

/** A calendar cell (a local-midnight `Date`, as a date picker hands it) to its day label. */
export function isoDay(date: Date): IsoDay {
  return format(date, 'yyyy-MM-dd');
}

/** A day label to a local-midnight `Date` for a date picker's cell. */
export function parseIsoDay(day: IsoDay): Date {
  return parse(day, 'yyyy-MM-dd', new Date(0));
}

/** A day as a person reads it: 'Tuesday, June 3, 2025'. */
export function dayLabel(day: IsoDay): string {
  return format(utcDay(day), 'EEEE, MMMM d, yyyy');
}

/** The zone-free calendar arithmetic of labels runs in UTC, where no day is 23 or 25 hours long. */
const utcDay = (day: IsoDay) => new TZDate(Date.parse(`${day}T00:00:00Z`), 'UTC');

/** `day` plus `n` days. */
export function addDaysTo(day: IsoDay, n: number): IsoDay {
  return format(addDays(utcDay(day), n), 'yyyy-MM-dd');
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: IsoDay): number {
  return utcDay(day).getDay();
}

/** The business's today at `now`. */
export function businessToday(now: Date, rules: Pick<ScheduleRules, 'timeZone'>): IsoDay {
  return format(now, 'yyyy-MM-dd', { in: tz(rules.timeZone) });
}

/** First and last selectable day: the business's today up to `monthsAhead` months later. */
export function bookingWindow(
  now: Date,
  rules: Pick<ScheduleRules, 'timeZone' | 'monthsAhead'>,
): { first: IsoDay; last: IsoDay } {
  const today = businessToday(now, rules);
  return { first: today, last: format(addMonths(utcDay(today), rules.monthsAhead), 'yyyy-MM-dd') };
}

/** Days blocked by the rules between `from` and `to`: the owner's ranges, or the demo offsets from today. */
export function blockedDays(now: Date, rules: AvailabilityRules, from: IsoDay, to: IsoDay): IsoDay[] {
  const today = businessToday(now, rules);
  const days = new Set(rules.demoBlockedOffsets.map((offset) => addDaysTo(today, offset)));
  for (const range of rules.blocked) {
    const first = range.from > from ? range.from : from;
    const last = range.to < to ? range.to : to;
    if (first <= last) for (const day of daysBetween(first, last)) days.add(day);
  }
  return [...days].filter((d) => d >= from && d <= to).sort();
}

/** The slot times a weekday offers (the owner's working hours); none on a day off. */
export function slotsFor(day: IsoDay, rules: Pick<ScheduleRules, 'weeklySlots'>): readonly string[] {
  return rules.weeklySlots[weekdayOf(day)] ?? [];
}

/** The instant a slot starts: its wall-clock time on that day in the business's zone (DST included). */
export function slotStart(day: IsoDay, slot: string, rules: Pick<ScheduleRules, 'timeZone'>): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = to24Hour(slot).split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, rules.timeZone).getTime());
}

/** Why a slot cannot be booked, in words a prospect understands; null when it can. */
export type SlotRefusal = {
  refused: true;
  code: 'outside_window' | 'not_offered' | 'too_soon';
  reason: string;
};

/**
 * Can this slot be booked at `now` by the rules alone (window, weekday slots, minimum notice)? Blocked
 * days and capacity depend on other bookings and are checked with them.
 */
export function slotRefusal(day: IsoDay, slot: string, now: Date, rules: ScheduleRules): SlotRefusal | null {
  const { first, last } = bookingWindow(now, rules);
  if (day < first || day > last) {
    return {
      refused: true,
      code: 'outside_window',
      reason: `${dayLabel(day)} cannot be booked: please choose a day from today up to ${rules.monthsAhead} months ahead.`,
    };
  }
  if (!slotsFor(day, rules).includes(slot)) {
    return {
      refused: true,
      code: 'not_offered',
      reason: `${slot} is not a time we offer on ${dayLabel(day)}. Please choose one of the times shown.`,
    };
  }
  if (slotStart(day, slot, rules).getTime() < now.getTime() + rules.minNoticeMinutes * 60_000) {
    const hours = Math.round((rules.minNoticeMinutes / 60) * 10) / 10;
    return {
      refused: true,
      code: 'too_soon',
      reason: `${slot} on ${dayLabel(day)} has passed or is too soon: we need at least ${hours} hours' notice. Please choose a later time.`,
    };
  }
  return null;
}

/** The slots still bookable on a day at `now`: offered, not too soon, and not in `taken`. */
export function openSlotsOn(
  day: IsoDay,
  now: Date,
  rules: ScheduleRules,
  taken: readonly string[] = [],
): string[] {
  return slotsFor(day, rules).filter((slot) => !taken.includes(slot) && !slotRefusal(day, slot, now, rules));
}

/**
 * Can a prospect pick this day? Inside the window, not one of the `unavailable` days (blocked by the
 * owner or fully booked, from the server), and with at least one slot left that is not too soon.
 */
export function isDaySelectable(
  day: IsoDay,
  now: Date,
  rules: ScheduleRules,
  unavailable: readonly IsoDay[] = [],
): boolean {
  return !unavailable.includes(day) && openSlotsOn(day, now, rules).length > 0;
}

/**
 * The first day in the booking window a prospect can pick, or null when none is left: where a calendar
 * should open, so late on a month's last day it shows next month rather than a month of grey days.
 */
export function firstSelectableDay(
  now: Date,
  rules: ScheduleRules,
  unavailable: readonly IsoDay[] = [],
): IsoDay | null {
  const { first, last } = bookingWindow(now, rules);
  return daysBetween(first, last).find((day) => isDaySelectable(day, now, rules, unavailable)) ?? null;
}

/** '1:30 PM' → '13:30'. Throws on anything that is not a 12-hour time. */
export function to24Hour(slot: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(slot.trim());
  if (!match) throw new Error(`Not a 12-hour time: ${slot}`);
  const [, h, m, meridiem] = match as unknown as [string, string, string, string];
  const hour = (Number(h) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

export interface Appointment {
  /** yyyy-MM-dd */
  readonly appointmentDate: IsoDay;
  /** The slot text as shown, e.g. '1:30 PM'. */
  readonly appointmentTime: string;
  /** 24-hour local wall time, `yyyy-MM-ddTHH:mm:00`. */
  readonly appointmentTimestamp: string;
}

/** Converts a chosen day and 12-hour slot into the appointment fields the captures carry. */
export function toAppointment(day: IsoDay, slot: string): Appointment {
  return { appointmentDate: day, appointmentTime: slot, appointmentTimestamp: `${day}T${to24Hour(slot)}:00` };
}

/** The longest list {@link daysBetween} builds: a bound, so no input can make it loop for ever. */
export const MAX_DAYS_BETWEEN = 3_700;

/**
 * The days from `first` to `last` inclusive, compared as dates (as text '10000-01-01' < '9999-12-31').
 * Throws a RangeError for a day that is not one or a range longer than {@link MAX_DAYS_BETWEEN}.
 */
export function daysBetween(first: IsoDay, last: IsoDay): IsoDay[] {
  const start = parseIsoDay(first);
  const end = parseIsoDay(last);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new RangeError(`Not a day range: ${first} to ${last}`);
  if (differenceInCalendarDays(end, start) >= MAX_DAYS_BETWEEN)
    throw new RangeError(`A range of more than ${MAX_DAYS_BETWEEN} days: ${first} to ${last}`);
  const days: IsoDay[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(isoDay(d));
  return days;
}
