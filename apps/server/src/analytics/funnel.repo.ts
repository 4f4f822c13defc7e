/**
 * Funnel counts: distinct visits reaching each stage in a range of UTC days, overall and by source,
 * medium, campaign, device and the page's language. The source is utm_source, else the referring site's
 * host, else 'direct'.
 *
 * `funnelReport` answers from a per-day roll-up (migration 0002, decision 0018) so a 90-day range over a
 * million events stays well under the budget: every closed day (before today, by the database's clock)
 * is rolled up once into distinct-visit counts per stage and dimension value, today is rolled up to a
 * recent hour boundary (again once that moves, decision 0196), and only the events since are counted
 * live. Summing periods would count a visit seen in two of them twice, so the (visit, stage, value)
 * tuples seen on more than one day are kept too, the live events' tuples are looked up in the earlier
 * periods, and the sum is corrected by them: the answer is exact, the same as `funnelReportScan` (the
 * plain query over the event log, kept as the tests' oracle). An event that arrives in a rolled-up part
 * of a day (a back-dated clock) unmarks that day, and it is rolled up again.
 */
import { FUNNEL_STEPS, type FunnelReport, type TrendDay } from '@pw/funnel';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { eventSourceOf } from '../store/event-source.sql.js';

type Dim = 'all' | 'source' | 'medium' | 'campaign' | 'device' | 'language';

const sourceOf = eventSourceOf;
/** An event's page language; events from before issue 41 came from English pages (decision 0326). */
const languageOf = (alias: string) => `coalesce(${alias}.language, 'en')`;
/** One row per event and dimension: (dim, value) for 'all', source, medium, campaign, device, language. */
const TUPLES = `cross join lateral (values ('all', ''), ('source', ${sourceOf('e')}),
  ('medium', coalesce(e.utm_medium, '(none)')), ('campaign', coalesce(e.utm_campaign, '(none)')),
  ('device', e.device), ('language', ${languageOf('e')})) t(dim, value)`;
const dayOf = (alias: string) => `(${alias}.received_at at time zone 'UTC')::date`;
const startOf = (day: string) => `(${day})::timestamp at time zone 'UTC'`;
/** Whether event `o` has the dimension value `t.value` (every event has the 'all' value). */
const SAME_VALUE = `(t.dim = 'all' or (t.dim = 'source' and ${sourceOf('o')} = t.value)
  or (t.dim = 'medium' and coalesce(o.utm_medium, '(none)') = t.value)
  or (t.dim = 'campaign' and coalesce(o.utm_campaign, '(none)') = t.value)
  or (t.dim = 'device' and o.device = t.value)
  or (t.dim = 'language' and ${languageOf('o')} = t.value))`;
/**
 * The tuples of events `e` (chosen by `where`) that also occur in an earlier or other period (`other`,
 * a condition on event `o`), each with both periods' labels. The other events `o` are looked up per event
 * by its visit (`offset 0` keeps the subquery a lookup): as a plain join, once the live events passed
 * about 5,000 the planner hashed all of lead_events instead, a scan of the whole table (decision 0190).
 */
const multiPeriod = (where: string, p: { other: string; labelOfE: string; labelOfO: string }) => `
  select distinct e.visit_id, e.stage, t.dim, t.value, x.period
  from lead_events e
  cross join lateral (select o.received_at, o.utm_source, o.referrer, o.utm_medium, o.utm_campaign, o.device,
                             o.language
                      from lead_events o
                      where o.visit_id = e.visit_id and o.stage = e.stage and ${p.other}
                      offset 0) o
  ${TUPLES}
  cross join lateral (values (${p.labelOfE}), (${p.labelOfO})) x(period)
  where ${where} and ${SAME_VALUE}`;

/** Today, by the database's clock. */
const TODAY = `(now() at time zone 'UTC')::date`;
/**
 * How far today is rolled up by default: the last hour boundary at least 5 minutes ago, so a capture still
 * in flight across the boundary lands in the live part rather than after its hour was rolled up.
 */
const SETTLED = `date_trunc('hour', now() - interval '5 minutes')`;

/**
 * Rolls up what is not rolled up yet: each closed day of [from, to) through its end and, when the range
 * holds it, today through `todayThrough` (default SETTLED); each day in its own transaction.
 */
async function rollUp(db: SqlDb, from: string, toExclusive: string, todayThrough?: Date): Promise<number> {
  const todo = await db.query<{ day: string; through: Date }>(
    `with days as (
       select d::date as day,
              case when d::date < ${TODAY} then ${startOf('d::date + 1')}
                   else least(greatest(coalesce($3::timestamptz, ${SETTLED}), ${startOf('d::date')}), now()) end as through
       from generate_series($1::date::timestamp, (least($2::date, ${TODAY} + 1) - 1)::timestamp, interval '1 day') d)
     select to_char(day, 'YYYY-MM-DD') as day, through from days
     where through > ${startOf('day')}
       and not exists (select 1 from funnel_rollup_days r where r.day = days.day and r.through >= days.through)
       and exists (select 1 from lead_events where received_at >= ${startOf('day')} and received_at < through)`,
    [from, toExclusive, todayThrough ?? null],
  );
  for (const { day, through } of todo.rows) {
    const inDay = `e.received_at >= ${startOf('$1::date')} and e.received_at < $2::timestamptz`;
    await db.transaction(async (tx) => {
      await tx.query('delete from funnel_daily where day = $1::date', [day]);
      await tx.query('delete from funnel_multiday where day = $1::date', [day]);
      await tx.query(
        `insert into funnel_daily (day, stage, dim, value, visits)
         select $1::date, e.stage, t.dim, t.value, count(distinct e.visit_id)
         from lead_events e ${TUPLES} where ${inDay} group by e.stage, t.dim, t.value`,
        [day, through],
      );
      // Pairs with closed days only, so that rows labelled today come from today's own roll-up: the live
      // events' tuples are paired with the rolled-up periods when the funnel is asked (decision 0196).
      const otherDay = {
        other: `${dayOf('o')} <> ${dayOf('e')} and o.received_at < ${startOf(TODAY)}`,
        labelOfE: dayOf('e'),
        labelOfO: dayOf('o'),
      };
      await tx.query(
        `insert into funnel_multiday (visit_id, stage, dim, value, day) ${multiPeriod(inDay, otherDay)}
         on conflict do nothing`,
        [day, through],
      );
      await tx.query(
        `insert into funnel_rollup_days (day, rolled_at, through) values ($1::date, now(), $2)
         on conflict (day) do update set rolled_at = excluded.rolled_at, through = excluded.through`,
        [day, through],
      );
    });
  }
  return todo.rows.length;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The funnel over whole UTC days [from, toExclusive): the rolled-up periods plus the events since today's
 * roll-up. `todayThrough` sets how far today is rolled up (tests; default the last settled hour).
 */
export async function funnelReport(
  db: SqlDb,
  from: Date,
  toExclusive: Date,
  o: { todayThrough?: Date } = {},
): Promise<FunnelReport> {
  await rollUp(db, day(from), day(toExclusive), o.todayThrough);
  // Where the live part starts: the end of today's roll-up, else today's start.
  const liveFrom = `greatest(${startOf('$1::date')}, coalesce(
    (select r.through from funnel_rollup_days r where r.day = ${TODAY}), ${startOf(TODAY)}))`;
  const live = `e.received_at >= ${liveFrom} and e.received_at < ${startOf('$2::date')}`;
  // The live events are a period of their own, labelled by its start; a rolled-up day by its midnight.
  const sinceRollUp = {
    other: `o.received_at < ${liveFrom}`,
    labelOfE: `(${liveFrom} at time zone 'UTC')`,
    labelOfO: `${dayOf('o')}::timestamp`,
  };
  const res = await withoutJit(db, (q) =>
    q.query<{ stage: string; dim: Dim; value: string; visits: number }>(
      `with live as (select e.stage, t.dim, t.value, e.visit_id from lead_events e ${TUPLES} where ${live}),
     daily as (select stage, dim, value, visits from funnel_daily
               where day >= $1::date and day < $2::date and ${startOf('day')} < ${liveFrom}
               union all
               -- count(*) over a distinct, which can be hashed; count(distinct) always sorts (0190)
               select stage, dim, value, count(*)::int
               from (select distinct stage, dim, value, visit_id from live) u group by stage, dim, value),
     multi as (select visit_id, stage, dim, value, day::timestamp as period from funnel_multiday
               where day >= $1::date and day < $2::date
               union
               select * from (${multiPeriod(live, sinceRollUp)}) m where m.period >= $1::date and m.period < $2::date),
     correction as (select stage, dim, value, sum(n - 1) as extra
                    from (select stage, dim, value, count(*) as n from multi group by visit_id, stage, dim, value) v
                    where n > 1 group by stage, dim, value)
     select d.stage, d.dim, d.value, (sum(d.visits) - coalesce(max(c.extra), 0))::int as visits
     from daily d left join correction c using (stage, dim, value)
     group by d.stage, d.dim, d.value`,
      [day(from), day(toExclusive)],
    ),
  );
  return toReport(res.rows);
}

/**
 * Runs `read` on PostgreSQL with JIT compilation off (in a transaction of its own, `set local`). The
 * funnel's estimated cost is above `jit_above_cost`, and compiling took about 30 of its 77 ms at 1M
 * events, more than the query itself saved from it (decision 0190). PGlite has no JIT.
 */
async function withoutJit<T>(db: SqlDb, read: (q: Queryable) => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return read(db);
  return db.transaction(async (tx) => {
    await tx.query('set local jit = off');
    return read(tx);
  });
}

/** The same answer by scanning the event log for the range (the oracle the roll-up is tested against). */
export async function funnelReportScan(q: Queryable, from: Date, toExclusive: Date): Promise<FunnelReport> {
  const res = await q.query<{ stage: string; dim: Dim; value: string; visits: number }>(
    `select e.stage, t.dim, t.value, count(distinct e.visit_id)::int as visits
     from lead_events e ${TUPLES}
     where e.received_at >= $1 and e.received_at < $2
     group by e.stage, t.dim, t.value`,
    [from, toExclusive],
  );
  return toReport(res.rows);
}

function toReport(rows: { stage: string; dim: Dim; value: string; visits: number }[]): FunnelReport {
  const order = (s: string) => {
    const i = (FUNNEL_STEPS as readonly string[]).indexOf(s);
    return i === -1 ? 100 : i;
  };
  const sorted = rows
    .map((r) => ({ ...r, visits: Number(r.visits) }))
    .filter((r) => r.visits > 0)
    .sort((a, b) => order(a.stage) - order(b.stage) || a.value.localeCompare(b.value));
  const report: FunnelReport = {
    stages: [],
    bySource: [],
    byMedium: [],
    byCampaign: [],
    byDevice: [],
    byLanguage: [],
  };
  for (const r of sorted) {
    const row = { stage: r.stage, visits: r.visits };
    if (r.dim === 'all') report.stages.push(row);
    else if (r.dim === 'source') report.bySource.push({ ...row, source: r.value });
    else if (r.dim === 'medium') report.byMedium.push({ ...row, medium: r.value });
    else if (r.dim === 'campaign') report.byCampaign.push({ ...row, campaign: r.value });
    else if (r.dim === 'device') report.byDevice.push({ ...row, device: r.value });
    else report.byLanguage.push({ ...row, language: r.value });
  }
  return report;
}

/**
 * Distinct visits per UTC day and stage over [from, toExclusive): closed days from the roll-up (rolled
 * up first when needed), today counted live. Every day of the range is listed, empty ones too.
 */
export async function funnelTrend(db: SqlDb, from: Date, toExclusive: Date): Promise<TrendDay[]> {
  await rollUp(db, day(from), day(toExclusive));
  const liveFrom = `greatest($1::date, ${TODAY})`;
  const res = await db.query<{ day: string; stage: string; visits: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, stage, visits from (
       select day, stage, visits from funnel_daily
       where dim = 'all' and day >= $1::date and day < least($2::date, ${liveFrom})
       union all
       select ${dayOf('e')} as day, e.stage, count(distinct e.visit_id)::int as visits from lead_events e
       where e.received_at >= ${startOf(liveFrom)} and e.received_at < ${startOf('$2::date')}
       group by 1, 2) d`,
    [day(from), day(toExclusive)],
  );
  const days: TrendDay[] = [];
  for (let t = from.getTime(); t < toExclusive.getTime(); t += 86_400_000) {
    days.push({ day: day(new Date(t)), visits: {} });
  }
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const r of res.rows) {
    const d = byDay.get(r.day);
    if (d) d.visits[r.stage] = Number(r.visits);
  }
  return days;
}
