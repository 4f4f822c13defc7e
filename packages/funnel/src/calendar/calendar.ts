import { addDays, addMonths, differenceInCalendarDays, format, isWeekend, parse, startOfDay } from 'date-fns';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';

/**
 * Calendar rules. Days are `yyyy-MM-dd` strings in the runtime's local time zone (the browser's for a
 * prospect); `now` is always passed in, never read.
 */
export type IsoDay = string;

export function isoDay(date: Date): IsoDay {
  return format(date, 'yyyy-MM-dd');
}

export function parseIsoDay(day: IsoDay): Date {
  return parse(day, 'yyyy-MM-dd', new Date(0));
}

/** First and last selectable day: today up to today plus `monthsAhead` months. */
export function bookingWindow(
  now: Date,
  config: FunnelConfig = defaultConfig,
): { first: IsoDay; last: IsoDay } {
  const today = startOfDay(now);
  return { first: isoDay(today), last: isoDay(addMonths(today, config.calendar.monthsAhead)) };
}

/** The fixed demo "booked" days: today plus each configured offset. */
export function bookedDays(now: Date, config: FunnelConfig = defaultConfig): IsoDay[] {
  const today = startOfDay(now);
  return config.calendar.bookedOffsets.map((offset) => isoDay(addDays(today, offset)));
}

/**
 * Can a prospect pick this day? Not before today, not after the window, not a fixed booked day and not
 * one of the `unavailable` days passed in (blocked by the owner or fully booked, from the server).
 */
export function isDaySelectable(
  day: IsoDay,
  now: Date,
  unavailable: readonly IsoDay[] = [],
  config: FunnelConfig = defaultConfig,
): boolean {
  const { first, last } = bookingWindow(now, config);
  if (day < first || day > last) return false;
  return !bookedDays(now, config).includes(day) && !unavailable.includes(day);
}

/** Slots offered for a day: weekday or weekend lists, or the 'no date chosen' list. */
export function slotsFor(day: IsoDay | null, config: FunnelConfig = defaultConfig): readonly string[] {
  if (day === null) return config.timeSlots.none;
  return isWeekend(parseIsoDay(day)) ? config.timeSlots.weekend : config.timeSlots.weekday;
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
