/**
 * The sample season's price-book versions (decision 0317): a spring promotion saved a third of the way in
 * and ended two thirds of the way in by restating the book in force before the fill, so after a fill the
 * prospects are priced exactly as before it. Each sample quote is priced with the version in force at its
 * simulated time, as the capture route prices with the book in force at its own.
 */
import {
  addDaysTo,
  businessToday,
  PriceBookSchema,
  type FunnelConfig,
  type LeadPricing,
  type VersionedPriceBook,
} from '@pw/funnel';
import { savePriceBook } from '../pricing/price-book.repo.js';
import type { Queryable } from '../store/sql-db.js';

export interface PriceVersions {
  /** The versions the fill saved. */
  saved: number[];
  /** The pricing a quote at `at` gets. */
  pricingAt(at: Date): LeadPricing;
}

export async function savePriceVersions(
  q: Queryable,
  base: VersionedPriceBook,
  range: { start: Date; end: Date },
  config: FunnelConfig,
): Promise<PriceVersions> {
  const zone = { timeZone: config.calendar.timeZone };
  const span = range.end.getTime() - range.start.getTime();
  const springAt = new Date(range.start.getTime() + span * 0.3);
  const endedAt = new Date(range.start.getTime() + span * 0.72);
  const { version: _v, ...book } = base;
  const spring = PriceBookSchema.parse({
    ...book,
    promotions: [
      ...book.promotions.slice(0, 9),
      {
        name: 'Spring clean-up: 10% off (sample)',
        kind: 'percent',
        value: 10,
        code: null,
        startsOn: businessToday(springAt, zone),
        endsOn: addDaysTo(businessToday(endedAt, zone), -1),
        firstJobOnly: false,
        advertised: true,
        useLimit: null,
      },
    ],
  });
  const a = await savePriceBook(q, spring, springAt);
  const b = await savePriceBook(q, book, endedAt);
  const inForce: [Date, VersionedPriceBook][] = [
    [range.start, base],
    [springAt, a.book],
    [endedAt, b.book],
  ];
  return {
    saved: [a.book.version, b.book.version],
    pricingAt: (at) => ({
      book: inForce.filter(([from]) => from <= at).at(-1)![1],
      today: businessToday(at, zone),
      context: {},
    }),
  };
}
