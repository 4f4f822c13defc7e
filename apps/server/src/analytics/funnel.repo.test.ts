import { randomUUID } from 'node:crypto';
import { WIZARD_STAGES } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import type { SqlDb } from '../store/sql-db.js';
import { funnelReport, funnelReportScan } from './funnel.repo.js';

/** A small deterministic PRNG, so a failure can be replayed. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const DAY = 86_400_000;
const today = () => new Date(Math.floor(Date.now() / DAY) * DAY);

describe.each(DB_KINDS)('the funnel roll-up on %s', (kind) => {
  let db: SqlDb;
  const rnd = prng(kind === 'pglite' ? 7 : 11);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;

  /** Visits over the last 12 days and today; some come back days later, with another device or source. */
  async function addVisits(n: number, at?: Date) {
    for (let v = 0; v < n; v++) {
      const visit = randomUUID();
      const start =
        at ?? new Date(today().getTime() - Math.floor(rnd() * 13) * DAY + Math.floor(rnd() * DAY));
      const returns = rnd() < 0.3;
      const depth = 1 + Math.floor(rnd() * 5);
      for (let step = 0; step < depth; step++) {
        const later = returns && step >= depth - 2;
        const when = new Date(
          Math.min(Date.now(), start.getTime() + step * 60_000 + (later ? Math.floor(rnd() * 3) * DAY : 0)),
        );
        await db.query(
          `insert into lead_events (capture_id, visit_id, form_type, stage, current_step, fields, source,
             querystring, utm_source, utm_campaign, device, received_at)
           values ($1, $2, 'onboarding', $3, 'step', '{}', 'https://example.com', '', $4, $5, $6, $7)`,
          [
            randomUUID(),
            visit,
            // A returning visit repeats its last stage on the later day.
            WIZARD_STAGES[later ? Math.max(0, Math.min(step, depth - 2)) : step],
            pick(['google', 'bing', null]),
            pick(['spring', null]),
            later ? pick(['mobile', 'desktop']) : 'mobile',
            when,
          ],
        );
      }
    }
  }

  beforeAll(async () => {
    // The cases count whole UTC days by the database's clock: a run must not straddle midnight, so one
    // that starts in the last minute of a day waits for the next (docs/testing.md).
    const untilMidnight = DAY - (Date.now() % DAY);
    if (untilMidnight < 60_000) await new Promise((r) => setTimeout(r, untilMidnight + 1_000));
    db = await freshDb(kind);
    await addVisits(120);
  }, 120_000);
  afterAll(() => db.close());

  const ranges = () => {
    const t = today().getTime();
    return [
      [t - 12 * DAY, t + DAY], // every day, today included
      [t - 7 * DAY, t - 2 * DAY], // closed days only
      [t - 3 * DAY, t + DAY],
      [t - 1 * DAY, t], // yesterday alone
      [t - 40 * DAY, t - 30 * DAY], // nothing there
    ].map(([a, b]) => [new Date(a!), new Date(b!)] as const);
  };

  it('answers exactly what a scan of the event log answers, over any range of days', async () => {
    for (const [from, to] of ranges()) {
      expect(await funnelReport(db, from, to)).toEqual(await funnelReportScan(db, from, to));
    }
    const all = await funnelReport(db, ranges()[0]![0], ranges()[0]![1]);
    expect(all.stages[0]!.stage).toBe('welcome_completed');
    expect(all.stages[0]!.visits).toBe(120);
    // Closed days were rolled up once, and visits spanning days were recorded for the correction.
    expect(
      Number((await db.query<{ n: number }>('select count(*) as n from funnel_rollup_days')).rows[0]!.n),
    ).toBe(12);
    expect(
      Number((await db.query<{ n: number }>('select count(*) as n from funnel_multiday')).rows[0]!.n),
    ).toBeGreaterThan(0);
  });

  it('stays exact when events arrive later: today live, and on a day already rolled up', async () => {
    const [from, to] = ranges()[0]!;
    await funnelReport(db, from, to);
    await addVisits(10, new Date(Date.now() - 1000)); // today
    await addVisits(10, new Date(today().getTime() - 5 * DAY + 3_600_000)); // a closed day, back-dated
    expect(
      (
        await db.query('select 1 from funnel_rollup_days where day = $1::date', [
          new Date(today().getTime() - 5 * DAY).toISOString().slice(0, 10),
        ])
      ).rows,
    ).toEqual([]);
    for (const [a, b] of ranges())
      expect(await funnelReport(db, a, b)).toEqual(await funnelReportScan(db, a, b));
    expect((await funnelReport(db, from, to)).stages[0]!.visits).toBe(140);
  });
});
