// Analytics benchmark: a throwaway PostgreSQL cluster, 1,000,000 lead_events over 120 days (visits
// walking the wizard, dropping off on the way; sources, campaigns and devices mixed), then the funnel
// for the last 90 days, several times. Budget (design brief): under 300 ms.
import { WIZARD_STAGES } from '@pw/funnel';
import { funnelReport, funnelReportScan } from '../src/analytics/funnel.repo.js';
import { migrate } from '../src/store/migrate.js';
import { openPostgres } from '../src/store/postgres.db.js';
import { PostgresCluster } from '../test/postgres-cluster.js';

export interface AnalyticsFigures {
  store: 'postgres';
  events: number;
  rangeDays: number;
  runs: number;
  seedSeconds: number;
  medianMs: number;
  p95Ms: number;
  allMs: number[];
  /** The first call, which rolls up the 89 closed days of the range. */
  coldMs: number;
  /** The plain scan of the event log for the same range (what the roll-up replaces). */
  scanMs: number;
  /** Whether the roll-up answered exactly what the scan answered. */
  sameAsScan: boolean;
  stagesCounted: number;
}

/**
 * Seeds `events` rows in one statement. Each visit walks the wizard a few minutes a step and drops off
 * after 1 to 8 stages (about 4.5 events a visit); its source, campaign and device come with it; visits
 * start evenly over the 120 days before `end`.
 */
export async function seedEvents(db: { exec(sql: string): Promise<void> }, events: number, end: Date) {
  const stages = `array[${WIZARD_STAGES.map((s) => `'${s}'`).join(',')}]::text[]`;
  await db.exec(`
    insert into lead_events (capture_id, visit_id, email, form_type, stage, current_step, fields, source,
      querystring, utm_source, utm_campaign, device, user_agent, client_time, received_at)
    select gen_random_uuid(), v.visit_id, null, 'onboarding',
           (${stages})[least(1 + e.step, cardinality(${stages}))], 'step', '{}'::jsonb,
           'https://example.com/onboarding', '', v.src, v.camp, v.dev, null, null,
           v.started + make_interval(mins => e.step * 2)
    from (
      select g as n,
             md5('visit' || g)::uuid as visit_id,
             1 + (g * 31) % 8 as depth,
             (array['google','facebook','bing','newsletter',null,null])[1 + (g * 7) % 6] as src,
             (array['spring','summer','roof-promo',null])[1 + (g * 11) % 4] as camp,
             (array['mobile','mobile','desktop','tablet'])[1 + (g * 13) % 4] as dev,
             '${end.toISOString()}'::timestamptz - interval '15 minutes' - make_interval(secs => (g * 7919) % (120 * 86400)) as started
      from generate_series(1, ${Math.ceil(events / 4)}) g
    ) v
    cross join lateral generate_series(0, v.depth - 1) e(step)
    limit ${events}`);
  await db.exec('vacuum analyze lead_events');
}

export async function benchAnalytics(
  opts: { events?: number; runs?: number } = {},
): Promise<AnalyticsFigures> {
  const events = opts.events ?? Number(process.env.BENCH_EVENTS ?? 1_000_000);
  const runs = opts.runs ?? 9;
  const cluster = await PostgresCluster.create();
  const db = openPostgres(cluster.url, { max: 4 });
  try {
    await migrate(db);
    // The range ends today (counted live) and starts 89 closed days before it.
    const today = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
    const end = new Date(today.getTime() + 86_400_000);
    const t0 = performance.now();
    await seedEvents(db, events, new Date());
    const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const from = new Date(end.getTime() - 90 * 86_400_000);
    const ms = (t: number) => Math.round((performance.now() - t) * 10) / 10;
    let t = performance.now();
    const cold = await funnelReport(db, from, end);
    const coldMs = ms(t);
    t = performance.now();
    const scan = await funnelReportScan(db, from, end);
    const scanMs = ms(t);
    const all: number[] = [];
    let last = cold;
    for (let i = 0; i < runs; i++) {
      t = performance.now();
      last = await funnelReport(db, from, end);
      all.push(ms(t));
    }
    const sameAsScan =
      JSON.stringify(last) === JSON.stringify(scan) && JSON.stringify(cold) === JSON.stringify(scan);
    const stagesCounted = last.stages.length;
    const sorted = [...all].sort((a, b) => a - b);
    const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    return {
      store: 'postgres',
      events,
      rangeDays: 90,
      runs,
      seedSeconds,
      medianMs: pick(0.5),
      p95Ms: pick(0.95),
      allMs: all,
      coldMs,
      scanMs,
      sameAsScan,
      stagesCounted,
    };
  } finally {
    await db.close();
    cluster.destroy();
  }
}

if (process.env.BENCH_KEEP_CLUSTER) {
  // For trying queries by hand: seed a cluster and leave it running (stop it with pg_ctl).
  const cluster = await PostgresCluster.create();
  const db = openPostgres(cluster.url);
  await migrate(db);
  await seedEvents(db, 1_000_000, new Date());
  await db.close();
  console.log(cluster.url, cluster.dir);
}
