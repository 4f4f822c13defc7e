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
        await addEvent(visit, {
          // A returning visit repeats its last stage on the later day.
          stage: WIZARD_STAGES[later ? Math.max(0, Math.min(step, depth - 2)) : step]!,
          source: pick(['google', 'bing', null]),
          campaign: pick(['spring', null]),
          device: later ? pick(['mobile', 'desktop']) : 'mobile',
          // Events from before issue 41 have no language (read as English); a return may switch it.
          language: later ? pick(['en', 'es', null]) : pick(['en', 'es']),
          when,
        });
      }
    }
  }

  async function addEvent(
    visit: string,
    e: {
      stage: string;
      source: string | null;
      campaign: string | null;
      device: string;
      language?: string | null;
      when: Date;
    },
  ) {
    await db.query(
      `insert into lead_events (capture_id, visit_id, form_type, stage, current_step, fields, source,
         querystring, utm_source, utm_campaign, device, received_at, language)
       values ($1, $2, 'onboarding', $3, 'step', '{}', 'https://example.com', '', $4, $5, $6, $7, $8)`,
      [randomUUID(), visit, e.stage, e.source, e.campaign, e.device, e.when, e.language ?? null],
    );
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

  /** A moment halfway through today so far: today's events fall on both sides of it. */
  const midToday = () => new Date((today().getTime() + Date.now()) / 2);
  const marks = async () =>
    (
      await db.query<{ day: string; through: Date }>(
        `select to_char(day, 'YYYY-MM-DD') as day, through from funnel_rollup_days order by day`,
      )
    ).rows.map((r) => ({ day: r.day, through: new Date(r.through).getTime() }));
  const todayKey = () => today().toISOString().slice(0, 10);
  /** Today's roll-up only ever moves forward: the cases below start from a today not rolled up. */
  const unmarkToday = () => db.query('delete from funnel_rollup_days where day = $1::date', [todayKey()]);

  it('answers exactly what a scan of the event log answers, over any range of days', async () => {
    for (const [from, to] of ranges()) {
      expect(await funnelReport(db, from, to)).toEqual(await funnelReportScan(db, from, to));
    }
    const all = await funnelReport(db, ranges()[0]![0], ranges()[0]![1]);
    expect(all.stages[0]!.stage).toBe('welcome_completed');
    expect(all.stages[0]!.visits).toBe(120);
    // The language dimension (decision 0326) is rolled up and corrected like the others.
    expect([...new Set(all.byLanguage.map((r) => r.language))].sort()).toEqual(['en', 'es']);
    // Closed days were rolled up once, each through its end, and visits spanning days were recorded for
    // the correction.
    const closed = (await marks()).filter((m) => m.day !== todayKey());
    expect(closed).toHaveLength(12);
    for (const m of closed) expect(m.through).toBe(new Date(m.day).getTime() + DAY);
    expect(
      Number((await db.query<{ n: number }>('select count(*) as n from funnel_multiday')).rows[0]!.n),
    ).toBeGreaterThan(0);
  });

  it('rolls today up to a given moment and counts only the events since live, exactly', async () => {
    await unmarkToday();
    const mid = midToday();
    // Visits on both sides of it (the random ones may all fall later in the day).
    await addVisits(3, new Date((today().getTime() + mid.getTime()) / 2));
    for (const [from, to] of ranges()) {
      expect(await funnelReport(db, from, to, { todayThrough: mid })).toEqual(
        await funnelReportScan(db, from, to),
      );
    }
    expect((await marks()).find((m) => m.day === todayKey())?.through).toBe(mid.getTime());
    // Moved on: today is rolled up again, further.
    const later = new Date(Date.now() - 1000);
    const [from, to] = ranges()[0]!;
    expect(await funnelReport(db, from, to, { todayThrough: later })).toEqual(
      await funnelReportScan(db, from, to),
    );
    expect((await marks()).find((m) => m.day === todayKey())?.through).toBe(later.getTime());
  });

  it('stays exact when events arrive later: today live, and on a day already rolled up', async () => {
    const [from, to] = ranges()[0]!;
    await unmarkToday();
    const mid = midToday();
    await funnelReport(db, from, to, { todayThrough: mid });
    // Events after today's roll-up are counted live and leave it standing.
    await addVisits(10, new Date(Date.now() - 1000));
    expect((await marks()).find((m) => m.day === todayKey())?.through).toBe(mid.getTime());
    for (const [a, b] of ranges()) {
      expect(await funnelReport(db, a, b, { todayThrough: mid })).toEqual(await funnelReportScan(db, a, b));
    }
    // A visit seen yesterday (back-dated: yesterday is rolled up again) and again since today's roll-up.
    // Yesterday's roll-up must not pair it with today: the live events are paired when the funnel is asked.
    const visit = randomUUID();
    const seen = { stage: 'welcome_completed', source: 'google', campaign: null, device: 'mobile' };
    await addEvent(visit, { ...seen, when: new Date(today().getTime() - DAY + 3_600_000) });
    await addEvent(visit, { ...seen, when: new Date(Date.now() - 500) });
    expect(await funnelReport(db, from, to, { todayThrough: mid })).toEqual(
      await funnelReportScan(db, from, to),
    );
    // Back-dated events unmark the day they land in: a closed day, and today's rolled-up part.
    await addVisits(10, new Date(today().getTime() - 5 * DAY + 3_600_000));
    await addVisits(5, new Date(mid.getTime() - 60_000));
    const days = (await marks()).map((m) => m.day);
    expect(days).not.toContain(new Date(today().getTime() - 5 * DAY).toISOString().slice(0, 10));
    expect(days).not.toContain(todayKey());
    for (const [a, b] of ranges()) {
      expect(await funnelReport(db, a, b, { todayThrough: mid })).toEqual(await funnelReportScan(db, a, b));
      expect(await funnelReport(db, a, b)).toEqual(await funnelReportScan(db, a, b));
    }
    expect((await funnelReport(db, from, to)).stages[0]!.visits).toBe(149);
  });
});
