/**
 * Sample data as the owner's button and `npm run demo` see it (decision 0317): what the store holds,
 * fill, remove, each answered as `DemoDataAnswer` with a sentence for a person.
 */
import type { DemoDataAnswer, FunnelConfig } from '@pw/funnel';
import type { SqlDb } from '../store/sql-db.js';
import { fillDemo, type DemoCounts, type DemoOptions } from './demo-fill.js';
import { markCounts, removeMarked } from './demo-marks.repo.js';

const answerOf = (c: DemoCounts, message: string): DemoDataAnswer => ({
  present: c.email + c.visit + c.price_book > 0,
  leads: c.email,
  visits: c.visit,
  priceBookVersions: c.price_book,
  message,
});

const holds = (c: DemoCounts) =>
  `The store holds sample data: ${c.email} leads from ${c.visit} visits, with their bookings, follow-ups, ` +
  `alerts and deliveries, and ${c.price_book} price-book versions.`;

export async function demoData(db: SqlDb): Promise<DemoDataAnswer> {
  const c = await markCounts(db);
  return answerOf(c, c.email + c.visit + c.price_book > 0 ? holds(c) : 'The store holds no sample data.');
}

/** Fills the store with a season of sample data (none twice). */
export async function addDemoData(
  db: SqlDb,
  o: { now: Date; config: FunnelConfig } & Partial<DemoOptions>,
): Promise<DemoDataAnswer> {
  const { added, counts } = await fillDemo(db, o);
  return answerOf(
    counts,
    added
      ? `Added sample data: ${counts.email} leads from ${counts.visit} visits over the last ${o.days ?? 90} days, ` +
          `with their bookings, follow-ups, alerts and deliveries, and ${counts.price_book} price-book versions. ` +
          'Nothing was sent to anyone.'
      : `${holds(counts)} Remove it before adding it again.`,
  );
}

/** Removes every sample row and nothing else. */
export async function removeDemoData(
  db: SqlDb,
): Promise<DemoDataAnswer & { removed: Record<string, number> }> {
  const removed = await db.transaction((tx) => removeMarked(tx));
  const rows = Object.entries(removed)
    .filter(([table, n]) => n > 0 && table !== 'demo_marks')
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    ...answerOf(
      { email: 0, visit: 0, price_book: 0 },
      rows > 0
        ? `Removed the sample data (${rows} rows). Your own data is as it was.`
        : 'There was no sample data to remove.',
    ),
    removed,
  };
}
