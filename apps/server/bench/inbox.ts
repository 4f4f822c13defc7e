// Inbox benchmark: 100,000 leads (rows, folded states, 4 events each, a slot for some, deliveries) on
// PGlite and on a throwaway PostgreSQL cluster, then the owner's queries: the first page of the inbox,
// a search, a filter, the next page by cursor, and one lead's page. Budget (issue 8): under 100 ms each.
import { LeadListQuerySchema } from '@pw/funnel';
import { leadDetail } from '../src/admin/lead-detail.repo.js';
import { decodeCursor, listLeads } from '../src/admin/leads.repo.js';
import { migrate } from '../src/store/migrate.js';
import { openPglite } from '../src/store/pglite.db.js';
import { openPostgres } from '../src/store/postgres.db.js';
import type { SqlDb } from '../src/store/sql-db.js';
import { PostgresCluster } from '../test/postgres-cluster.js';

export interface InboxFigures {
  store: SqlDb['kind'];
  leads: number;
  seedSeconds: number;
  /** Median and p95 per query, in ms. */
  queries: Record<string, { medianMs: number; p95Ms: number }>;
  /** The slowest p95 of them. */
  worstP95Ms: number;
}

/** Seeds `leads` leads in a few statements: rows, folded states, events, visits, slots, deliveries. */
export async function seedLeads(db: SqlDb, leads: number): Promise<void> {
  await db.exec(`
    insert into onboarding_submissions (email, name, phone, address, propertytype, serviceneeded, stage, status,
      quoted_price, timestamp, updated_at, conversionsource, conversionfunnel, formtype, source, querystring)
    select 'lead' || g || '@example.com', 'Person ' || md5(g::text), '(561) 555-' || lpad((g % 10000)::text, 4, '0'),
           g || ' Ocean Blvd', (array['Residential','Commercial'])[1 + g % 2], 'House Exterior, Roof Cleaning',
           (array['contact_completed','quote_details','quote_viewed','appointment_scheduled','process_completed'])[1 + g % 5],
           case when g % 5 = 4 then 'complete' else 'in_progress' end,
           case when g % 5 = 0 then null else 400 + g % 500 end,
           now() - make_interval(secs => g * 97), now() - make_interval(secs => g * 31),
           (array['google','facebook','direct'])[1 + g % 3], 'onboarding_wizard', 'onboarding',
           'https://example.com/onboarding/contact', ''
    from generate_series(1, ${leads}) g;
    insert into lead_states (key, lead, updated_at)
    select 'email:lead' || g || '@example.com',
           jsonb_build_object('email', 'lead' || g || '@example.com', 'notes', 'Gate code 1234',
             'quoteDetails', jsonb_build_array(jsonb_build_object('name', 'House Exterior', 'price', 400))), now()
    from generate_series(1, ${leads}) g;
    insert into lead_visits (visit_id, email, joined_at)
    select md5('visit' || g)::uuid, 'lead' || g || '@example.com', now() from generate_series(1, ${leads}) g;
    insert into lead_events (capture_id, visit_id, email, form_type, stage, current_step, fields, source, querystring,
      device, received_at)
    select gen_random_uuid(), md5('visit' || g)::uuid, case when s > 2 then 'lead' || g || '@example.com' end,
           'onboarding', (array['screen_viewed','welcome_completed','name_completed','contact_completed'])[s],
           'step', '{}'::jsonb, 'https://example.com/onboarding', '', 'mobile',
           now() - make_interval(secs => g * 97 - s * 60)
    from generate_series(1, ${leads}) g cross join generate_series(1, 4) s;
    insert into appointments (slot_date, slot_time, email, capture_id, created_at)
    select current_date + (g / 4), (array['8:30 AM','10:00 AM','1:00 PM','3:30 PM'])[1 + g % 4],
           'lead' || g || '@example.com', gen_random_uuid(), now()
    from generate_series(1, ${leads}, 5) g;
    insert into webhook_deliveries (id, lead_key, body, status, attempts, next_attempt_at, created_at)
    select gen_random_uuid(), 'lead' || g || '@example.com', '{"stage":"contact_completed"}', 'delivered', 1, now(), now()
    from generate_series(1, ${leads}) g;
    analyze;`);
}

async function timeQueries(db: SqlDb, runs: number): Promise<InboxFigures['queries']> {
  const q = (raw: Record<string, string>) => LeadListQuerySchema.parse(raw);
  const first = await listLeads(db, q({}), null);
  const cursor = decodeCursor(first.nextCursor!, 'lastActivity');
  const cases: Record<string, () => Promise<unknown>> = {
    firstPage: () => listLeads(db, q({}), null),
    nextPage: () => listLeads(db, q({}), cursor),
    searchName: () => listLeads(db, q({ q: 'person 3f2' }), null),
    searchPhone: () => listLeads(db, q({ q: '555-1234' }), null),
    filterByPrice: () =>
      listLeads(db, q({ stage: 'quote_viewed', propertyType: 'Commercial', sort: 'quotedPrice' }), null),
    leadPage: () => leadDetail(db, 'lead54321@example.com'),
  };
  const out: InboxFigures['queries'] = {};
  for (const [name, run] of Object.entries(cases)) {
    await run(); // warm: plans, caches
    const all: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await run();
      all.push(performance.now() - t);
    }
    all.sort((a, b) => a - b);
    const pick = (p: number) =>
      Math.round(all[Math.min(all.length - 1, Math.ceil(p * all.length) - 1)]! * 10) / 10;
    out[name] = { medianMs: pick(0.5), p95Ms: pick(0.95) };
  }
  return out;
}

async function benchOn(db: SqlDb, leads: number, runs: number): Promise<InboxFigures> {
  await migrate(db);
  const t0 = performance.now();
  await seedLeads(db, leads);
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const queries = await timeQueries(db, runs);
  return {
    store: db.kind,
    leads,
    seedSeconds,
    queries,
    worstP95Ms: Math.max(...Object.values(queries).map((x) => x.p95Ms)),
  };
}

export async function benchInbox(opts: { leads?: number; runs?: number } = {}): Promise<InboxFigures[]> {
  const leads = opts.leads ?? Number(process.env.BENCH_LEADS ?? 100_000);
  const runs = opts.runs ?? 15;
  const results: InboxFigures[] = [];
  const lite = await openPglite();
  try {
    results.push(await benchOn(lite, leads, runs));
  } finally {
    await lite.close();
  }
  const cluster = await PostgresCluster.create();
  const pg = openPostgres(cluster.url, { max: 4 });
  try {
    results.push(await benchOn(pg, leads, runs));
  } finally {
    await pg.close();
    cluster.destroy();
  }
  return results;
}
