import { TZDate, tz } from '@date-fns/tz';
// One module per function: the barrel 'date-fns' loads every function in Node (about 4 MB resident in the
// server; decision 0176). Bundlers drop the unused ones either way.
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import type { AvailabilityRules, ScheduleRules } from './availability-rules.js';

/**
 * Calendar rules, in the business's time zone. "Today", the booking window, a slot's start instant and
 * whether it has passed are all computed on the business's wall clock (`rules.timeZone`), so a browser in
 * another zone and a server on UTC agree. Days are `yyyy-MM-dd` strings; `now` is always passed in.
 */
export type IsoDay = string;

// A calendar asks for these per cell, so they read and write the fields directly: date-fns' `format`
// and `parse` tokenise their pattern on every call (decision 0180).
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ISO_DAY = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/;

/** A calendar cell (a local-midnight `Date`, as a date picker hands it) to its day label. */
export function isoDay(date: Date): IsoDay {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** A day label to a local-midnight `Date` for a date picker's cell; an Invalid Date for a non-day. */
export function parseIsoDay(day: IsoDay): Date {
  const match = ISO_DAY.exec(day);
  if (!match) return new Date(NaN);
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, dayOfMonth);
  date.setFullYear(year); // new Date() reads years 0-99 as 1900-1999
  if (date.getMonth() !== month - 1 || date.getDate() !== dayOfMonth) return new Date(NaN);
  return date;
}

/** A day as a person reads it: 'Tuesday, June 3, 2025'. */
export function dayLabel(day: IsoDay): string {
  return format(parseIsoDay(day), 'EEEE, MMMM d, yyyy');
}

/**
 * The zone-free calendar arithmetic of labels runs on a day's UTC midnight, where no day is 23 or 25
 * hours long, with the `Date`'s own UTC fields: a `TZDate` in 'UTC' asked `Intl` for the offset on every
 * field it read, which made a month of calendar cells cost tens of milliseconds on a phone (decision 0180).
 */
const utcDay = (day: IsoDay) => new Date(Date.parse(`${day}T00:00:00Z`));

/** A UTC midnight back to its label; throws a RangeError for an invalid date, as `format` did. */
function utcLabel(date: Date): IsoDay {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** `day` plus `n` days. */
export function addDaysTo(day: IsoDay, n: number): IsoDay {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() + n);
  return utcLabel(date);
}

/** `day` plus `n` months, clamped to the end of a shorter month (31 January + 1 is 28 or 29 February). */
function addMonthsTo(day: IsoDay, n: number): IsoDay {
  const date = utcDay(day);
  const dayOfMonth = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + n);
  const monthEnd = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(dayOfMonth, monthEnd));
  return utcLabel(date);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: IsoDay): number {
  return utcDay(day).getUTCDay();
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
  return { first: today, last: addMonthsTo(today, rules.monthsAhead) };
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
  return selectableDayTest(now, rules, unavailable)(day);
}

/**
 * {@link isDaySelectable} for many days at one `now`: the window, the notice's cut-off and the
 * unavailable set are worked out once, so a calendar asks it for each of a month's cells at the cost of
 * a weekday lookup. Only the cut-off's own day (in the business's zone) checks its slots one by one:
 * every slot of a later day starts after the cut-off, every slot of an earlier day before it.
 * @example const selectable = selectableDayTest(now, rules, unavailableDays); days.filter(selectable)
 */
export function selectableDayTest(
  now: Date,
  rules: ScheduleRules,
  unavailable: readonly IsoDay[] = [],
): (day: IsoDay) => boolean {
  const { first, last } = bookingWindow(now, rules);
  const cutoff = now.getTime() + rules.minNoticeMinutes * 60_000;
  const cutoffDay = businessToday(new Date(cutoff), rules);
  const closed = new Set(unavailable);
  return (day) => {
    if (day < first || day > last || day < cutoffDay || closed.has(day)) return false;
    const slots = slotsFor(day, rules);
    if (day > cutoffDay) return slots.length > 0;
    return slots.some((slot) => slotStart(day, slot, rules).getTime() >= cutoff);
  };
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
  return daysBetween(first, last).find(selectableDayTest(now, rules, unavailable)) ?? null;
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
