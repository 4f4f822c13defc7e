// Admin query benchmark on one store: 100,000 leads (with 4 events each) plus visits that never left an
// e-mail, up to 1,000,000 lead_events in all; then the owner's queries, each warmed once and timed
// several times: the inbox's first page, the next page by cursor, a name and a phone search, a filter
// sorted by price, one lead's page, and the funnel for the last 90 days (after its first call rolled the
// closed days up). Beside them, `select 1` on the same store: the floor of any query.
import { LeadListQuerySchema } from '@pw/funnel';
import { leadDetail } from '../src/leads/lead-detail.repo.js';
import { decodeCursor, listLeads } from '../src/leads/inbox.repo.js';
import { funnelReport, funnelReportScan } from '../src/analytics/funnel.repo.js';
import { migrate } from '../src/store/migrate.js';
import type { SqlDb } from '../src/store/sql-db.js';
import { round } from './report.js';
import { seedEvents } from './seed-events.js';
import { seedLeads } from './seed-leads.js';

export interface AdminFigures {
  store: SqlDb['kind'];
  leads: number;
  events: number;
  seedSeconds: number;
  runs: number;
  /** Median and p95 per query, in ms. */
  queries: Record<string, { medianMs: number; p95Ms: number }>;
  /** The funnel's first call, which rolls up the 89 closed days of the range. */
  funnelColdMs: number;
  /** Whether the roll-up answered exactly what a plain scan of the events answers. */
  funnelExact: boolean;
}

/** Events each seeded lead brings (seed-leads.ts). */
const EVENTS_PER_LEAD = 4;

async function time(run: () => Promise<unknown>, runs: number) {
  await run(); // warm: plans, caches
  const all: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    all.push(performance.now() - t);
  }
  all.sort((a, b) => a - b);
  const pick = (p: number) => round(all[Math.min(all.length - 1, Math.ceil(p * all.length) - 1)]!);
  return { medianMs: pick(0.5), p95Ms: pick(0.95) };
}

/** Migrates and seeds `db`, then times the owner's queries on it. */
export async function benchAdmin(
  db: SqlDb,
  o: { leads: number; events: number; runs: number },
): Promise<AdminFigures> {
  await migrate(db);
  const t0 = performance.now();
  await seedLeads(db, o.leads);
  await seedEvents(db, Math.max(0, o.events - o.leads * EVENTS_PER_LEAD), new Date());
  const seedSeconds = round((performance.now() - t0) / 1000);

  const q = (raw: Record<string, string>) => LeadListQuerySchema.parse(raw);
  const first = await listLeads(db, q({}), null);
  const cursor = decodeCursor(first.nextCursor!, 'lastActivity');
  const today = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
  const end = new Date(today.getTime() + 86_400_000);
  const from = new Date(end.getTime() - 90 * 86_400_000);
  const t1 = performance.now();
  const cold = await funnelReport(db, from, end);
  const funnelColdMs = round(performance.now() - t1);
  const scan = await funnelReportScan(db, from, end);
  const warm = await funnelReport(db, from, end);
  const funnelExact =
    JSON.stringify(cold) === JSON.stringify(scan) && JSON.stringify(warm) === JSON.stringify(scan);

  const middle = `lead${Math.ceil(o.leads / 2)}@example.com`;
  const cases: Record<string, () => Promise<unknown>> = {
    select1: () => db.query('select 1'),
    leadsFirstPage: () => listLeads(db, q({}), null),
    leadsNextPage: () => listLeads(db, q({}), cursor),
    leadsSearchName: () => listLeads(db, q({ q: 'person 3f2' }), null),
    leadsSearchPhone: () => listLeads(db, q({ q: '555-1234' }), null),
    leadsFilterByPrice: () =>
      listLeads(db, q({ stage: 'quote_viewed', propertyType: 'Commercial', sort: 'quotedPrice' }), null),
    leadPage: () => leadDetail(db, middle),
    funnel: () => funnelReport(db, from, end),
  };
  const queries: AdminFigures['queries'] = {};
  for (const [name, run] of Object.entries(cases)) queries[name] = await time(run, o.runs);
  return {
    store: db.kind,
    leads: o.leads,
    events: Math.max(o.events, o.leads * EVENTS_PER_LEAD),
    seedSeconds,
    runs: o.runs,
    queries,
    funnelColdMs,
    funnelExact,
  };
}
