import { z } from 'zod';

/**
 * The one rule for a day sent over the wire (`yyyy-MM-dd`): a real calendar day (no 2026-02-30, no month
 * 13) in a sensible span of years. Days are compared as dates, never as text: '10000-01-01' sorts before
 * '9999-12-31' as text, which once made a day-by-day loop run forever.
 */
export const FIRST_YEAR = 2000;
/** The last year a day may name; far beyond any booking window or report. */
export const LAST_YEAR = 2100;

const MS_PER_DAY = 86_400_000;

/** Milliseconds since the epoch of a `yyyy-MM-dd` day at UTC midnight (time-zone free arithmetic). */
function utcMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * A real calendar day written `yyyy-MM-dd`, between {@link FIRST_YEAR} and {@link LAST_YEAR}.
 * @example IsoDaySchema.parse('2026-03-14') // '2026-03-14'; '2026-13-01' and '9999-12-31' fail
 */
export const IsoDaySchema = z.iso.date({ error: 'must be a real day written yyyy-MM-dd' }).refine((day) => {
  const year = Number(day.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}, `must be a day between the years ${FIRST_YEAR} and ${LAST_YEAR}`);

/** Whole days from `from` to `to` (negative when `to` is earlier). Both must be valid days. */
export function daySpan(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / MS_PER_DAY);
}

/**
 * A `{ from, to }` range of days, inclusive, `from` not after `to`, spanning at most `maxDays` days.
 * Server routes and the browser validate ranges with the same object.
 * @example dayRangeSchema(93).safeParse({ from: '2026-01-01', to: '2026-03-31' })
 */
export function dayRangeSchema(maxDays: number) {
  return z.object({ from: IsoDaySchema, to: IsoDaySchema }).superRefine((range, ctx) => {
    const issue = dayRangeIssue(range, maxDays);
    if (issue) ctx.addIssue({ code: 'custom', path: ['to'], message: issue });
  });
}

/**
 * What is wrong with a `{ from, to }` range of valid days, or null: `to` before `from`, or more than
 * `maxDays` days counting both ends. The check of {@link dayRangeSchema}, for objects that carry more
 * than the two days (an owner's blocked range and its reason).
 */
export function dayRangeIssue(range: { from: string; to: string }, maxDays: number): string | null {
  const span = daySpan(range.from, range.to);
  if (span < 0) return 'must not be before from';
  if (span + 1 > maxDays) return `the range may span at most ${maxDays} days`;
  return null;
}
