import { weekdayOf, type IsoDay } from './calendar.js';
import { clockLabel, minuteOfDay } from './clock-minutes.js';
import type { CrewSettings } from './crew-hours.schema.js';

/**
 * Which starts a crew can keep (issue 42, decision 0330). A day's times are wall-clock minutes in the
 * business's zone, as its slot texts are; a job holds one crew from its start for its whole length, and
 * fits only inside that day's working hours and where that crew holds nothing else.
 */

/** Without a list of allowed starts, a job may start on every half hour of the working day. */
export const START_STEP_MINUTES = 30;

/** A job already held on the day: its start ('8:00 AM'), its crew minutes and, once assigned, its crew (0-based). */
export interface BookedJob {
  readonly start: string;
  readonly minutes: number;
  readonly crew?: number | null;
}

/** The question: a day, the crew settings, the day's booked jobs and the length of the job to place. */
export interface FitQuestion extends Pick<CrewSettings, 'crews' | 'hours'> {
  readonly day: IsoDay;
  readonly allowedStarts?: CrewSettings['allowedStarts'];
  readonly booked: readonly BookedJob[];
  readonly jobMinutes: number;
}

type Span = readonly [from: number, to: number];

const overlaps = (spans: readonly Span[], [from, to]: Span) => spans.some(([a, b]) => a < to && from < b);

/**
 * Each crew's held spans. A job with its crew stays on it; one without (booked before crews, or on a crew
 * the owner has since removed) goes, in start order, to the first crew free for it, else to the crew
 * whose day ends soonest, so its time is held somewhere rather than forgotten.
 */
function crewSpans(crews: number, booked: readonly BookedJob[]): Span[][] {
  const spans: Span[][] = Array.from({ length: crews }, () => []);
  const loose: Span[] = [];
  for (const job of booked) {
    const from = minuteOfDay(job.start);
    const span: Span = [from, from + Math.max(0, job.minutes)];
    const crew = job.crew;
    if (crew !== undefined && crew !== null && crew >= 0 && crew < crews) spans[crew]!.push(span);
    else loose.push(span);
  }
  loose.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  for (const span of loose) {
    const free = spans.findIndex((held) => !overlaps(held, span));
    const soonest = () =>
      spans.reduce((best, held, c) => (lastEnd(held) < lastEnd(spans[best]!) ? c : best), 0);
    spans[free >= 0 ? free : soonest()]!.push(span);
  }
  return spans;
}

const lastEnd = (held: readonly Span[]) => held.reduce((end, [, to]) => Math.max(end, to), 0);

/** The starts to try on the day, earliest first: its allowed starts, or every half hour of its hours. */
function candidates(q: FitQuestion): number[] {
  const weekday = weekdayOf(q.day);
  const hours = q.hours[weekday];
  if (!hours) return [];
  const listed = q.allowedStarts?.[weekday];
  if (listed) return [...new Set(listed.map(minuteOfDay))].sort((a, b) => a - b);
  const all: number[] = [];
  for (let m = minuteOfDay(hours.start); m < minuteOfDay(hours.end); m += START_STEP_MINUTES) all.push(m);
  return all;
}

/** The first crew (0-based) with `span` free inside the day's hours, or null. */
function crewFor(q: FitQuestion, spans: readonly Span[][], span: Span): number | null {
  const hours = q.hours[weekdayOf(q.day)];
  if (!hours || span[0] < minuteOfDay(hours.start) || span[1] > minuteOfDay(hours.end)) return null;
  const crew = spans.findIndex((held) => !overlaps(held, span));
  return crew >= 0 ? crew : null;
}

/**
 * The starts on `day` (slot texts, earliest first) where one crew has the job's whole length free inside
 * the day's working hours, among the allowed starts (or every half hour). None for a job of no length.
 *
 * @example // one crew, 8 AM-5 PM, a six-hour job held at 8 AM:
 * startsThatFit({ day, crews: 1, hours, booked: [{ start: '8:00 AM', minutes: 360 }], jobMinutes: 360 }) // []
 * startsThatFit({ day, crews: 1, hours, booked: [{ start: '8:00 AM', minutes: 360 }], jobMinutes: 60 })
 * // ['2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM']
 */
export function startsThatFit(q: FitQuestion): string[] {
  if (!Number.isInteger(q.jobMinutes) || q.jobMinutes <= 0) return [];
  const spans = crewSpans(q.crews, q.booked);
  return candidates(q)
    .filter((from) => crewFor(q, spans, [from, from + q.jobMinutes]) !== null)
    .map(clockLabel);
}

/**
 * The crew (0-based) that takes a job starting at `start`: the first one free for its whole length inside
 * the hours, or null when the start is not one {@link startsThatFit} offers.
 */
export function assignCrew(q: FitQuestion & { readonly start: string }): number | null {
  if (!Number.isInteger(q.jobMinutes) || q.jobMinutes <= 0) return null;
  const from = minuteOfDay(q.start);
  if (!candidates(q).includes(from)) return null;
  return crewFor(q, crewSpans(q.crews, q.booked), [from, from + q.jobMinutes]);
}
