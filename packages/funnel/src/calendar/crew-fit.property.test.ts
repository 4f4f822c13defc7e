import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from '../pricing/default-price-book.js';
import { jobMinutes } from '../pricing/job-minutes.js';
import { PriceBookSchema, type PriceBook } from '../pricing/price-book.schema.js';
import { weekdayOf } from './calendar.js';
import { clockLabel, minuteOfDay } from './clock-minutes.js';
import { assignCrew, startsThatFit, START_STEP_MINUTES, type BookedJob } from './crew-fit.js';
import { CrewSettingsSchema, type CrewSettings } from './crew-hours.schema.js';

const residential = DEFAULT_PRICE_BOOK.categories.Residential.services;
const quarter = (min: number, max: number) => fc.integer({ min: min / 15, max: max / 15 }).map((q) => q * 15);

/** The standard book with any crew minutes on its residential services and any buffer the schema takes. */
const book: fc.Arbitrary<PriceBook> = fc
  .record({
    minutes: fc.array(quarter(15, 480), { minLength: residential.length, maxLength: residential.length }),
    bufferMinutes: quarter(0, 120),
  })
  .map(({ minutes, bufferMinutes }) => {
    const { version: _v, ...content } = DEFAULT_PRICE_BOOK;
    const services = residential.map((s, i) => ({ ...s, minutes: minutes[i] }));
    return PriceBookSchema.parse({
      ...content,
      bufferMinutes,
      categories: { ...content.categories, Residential: { services } },
    });
  });

/** Any crews, weekday hours (some days off) and, half the time, a list of allowed starts inside them. */
const settings: fc.Arbitrary<CrewSettings> = fc
  .record({
    crews: fc.integer({ min: 1, max: 4 }),
    hours: fc.array(
      fc.option(fc.record({ start: quarter(5 * 60, 10 * 60), length: quarter(60, 12 * 60) }), { nil: null }),
      { minLength: 7, maxLength: 7 },
    ),
    starts: fc.option(
      fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }), {
        minLength: 7,
        maxLength: 7,
      }),
    ),
  })
  .map(({ crews, hours, starts }) => {
    const spans = hours.map((h) => h && { from: h.start, to: Math.min(h.start + h.length, 23 * 60 + 45) });
    const allowedStarts = starts?.map((picks, day) => {
      const span = spans[day];
      if (!span) return [];
      const within = picks.map((p) => span.from + Math.floor((p * (span.to - span.from)) / 15) * 15);
      return [...new Set(within.filter((m) => m < span.to))].map(clockLabel);
    });
    return CrewSettingsSchema.parse({
      crews,
      hours: spans.map((s) => s && { start: clockLabel(s.from), end: clockLabel(s.to) }),
      ...(allowedStarts ? { allowedStarts } : {}),
    });
  });

const day = fc.integer({ min: 1, max: 7 }).map((d) => `2026-06-0${d}`);
const requests = fc.array(
  fc.record({
    services: fc.subarray(
      residential.map((s) => s.name),
      { minLength: 1 },
    ),
    pick: fc.nat(),
  }),
  { minLength: 1, maxLength: 30 },
);

/** A job the test booked: always on a crew. */
type Booked = BookedJob & { readonly crew: number };

/** Minute by minute, per crew: the oracle the fast function is checked against. */
function busyGrid(crews: number, jobs: readonly Booked[]): number[][] {
  const grid = Array.from({ length: crews }, () => new Array<number>(24 * 60 + 12 * 60).fill(0));
  for (const job of jobs) {
    const from = minuteOfDay(job.start);
    for (let m = from; m < from + job.minutes; m++) grid[job.crew]![m]! += 1;
  }
  return grid;
}

describe('booking only what startsThatFit offers', () => {
  it('never puts two jobs on one crew at once, and offers every start a crew can keep', () => {
    fc.assert(
      fc.property(book, settings, day, requests, (priceBook, crewSettings, on, asks) => {
        const booked: Booked[] = [];
        const hours = crewSettings.hours[weekdayOf(on)] ?? null;
        for (const ask of asks) {
          const minutes = jobMinutes(priceBook, { propertyType: 'Residential', services: ask.services });
          const question = { day: on, ...crewSettings, booked, jobMinutes: minutes };
          const offered = startsThatFit(question);

          // The oracle: each start the day allows where some crew is idle for every minute of the job.
          const grid = busyGrid(crewSettings.crews, booked);
          const tried =
            crewSettings.allowedStarts?.[weekdayOf(on)]?.map(minuteOfDay) ??
            (hours ? range(minuteOfDay(hours.start), minuteOfDay(hours.end), START_STEP_MINUTES) : []);
          const fits = [...new Set(tried)]
            .sort((a, b) => a - b)
            .filter(
              (from) =>
                hours !== null &&
                from + minutes <= minuteOfDay(hours.end) &&
                grid.some((crew) => crew.slice(from, from + minutes).every((n) => n === 0)),
            );
          expect(offered).toEqual(fits.map(clockLabel));

          if (offered.length === 0) continue;
          const start = offered[ask.pick % offered.length]!;
          const crew = assignCrew({ ...question, start });
          expect(crew).not.toBeNull();
          booked.push({ start, minutes, crew: crew! });
        }
        const overlapping = busyGrid(crewSettings.crews, booked)
          .flat()
          .reduce((sum, n) => sum + Math.max(0, n - 1), 0);
        expect(overlapping).toBe(0);
        for (const job of booked) {
          expect(minuteOfDay(job.start)).toBeGreaterThanOrEqual(minuteOfDay(hours!.start));
          expect(minuteOfDay(job.start) + job.minutes).toBeLessThanOrEqual(minuteOfDay(hours!.end));
        }
      }),
      { numRuns: 300 },
    );
  });
});

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let m = from; m < to; m += step) out.push(m);
  return out;
}
