import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import type { SubmissionPatch } from './lead-store.js';
import { upsertSubmission } from './sql-lead.store.js';

type Page = {
  items: { email: string; name: string | null; quoted_price: number | null }[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
};

/** 30 leads with known names, phones, stages, types, prices and creation days (1 to 30 March 2026). */
const SEED = Array.from({ length: 30 }, (_, i): SubmissionPatch => ({
  email: `lead${String(i + 1).padStart(2, '0')}@example.com`,
  name: i === 0 ? 'Zoë Ångström' : i === 1 ? '=HYPERLINK("http://evil")' : `Person ${i + 1}`,
  phone: `(561) 555-${String(1000 + i)}`,
  stage: i % 3 === 0 ? 'quote_viewed' : i % 3 === 1 ? 'contact_completed' : 'process_completed',
  status: i % 3 === 2 ? 'complete' : 'in_progress',
  propertytype: i % 2 === 0 ? 'Residential' : 'Commercial',
  quoted_price: i % 3 === 1 ? null : 100 + i * 10,
  timestamp: `2026-03-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
}));

describe.each(DB_KINDS)('the lead inbox on %s', (kind) => {
  let s: TestServer;
  let call: OwnerCall;
  const list = async (qs: string) => {
    const res = await call('GET', `/api/admin/leads?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  beforeAll(async () => {
    s = await testServer({}, { db: await freshDb(kind) });
    for (const [i, lead] of SEED.entries()) {
      await upsertSubmission(s.db, lead, new Date(Date.parse('2026-04-01T00:00:00Z') + i * 60_000));
    }
    call = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  it('searches name, e-mail and phone (formatted or digits), accents and case aside', async () => {
    expect((await list('q=zoë')).items.map((l) => l.email)).toEqual(['lead01@example.com']);
    expect((await list('q=LEAD07@')).items.map((l) => l.email)).toEqual(['lead07@example.com']);
    expect((await list('q=555-1004')).items.map((l) => l.email)).toEqual(['lead05@example.com']);
    expect((await list('q=5615551004')).items.map((l) => l.email)).toEqual(['lead05@example.com']);
    // LIKE wildcards in the search are plain characters.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('filters by stage, status, property type and creation days, and counts the matches', async () => {
    const f = await list('stage=quote_viewed&propertyType=residential&from=2026-03-05&to=2026-03-20');
    // i = 6, 12, 18 (i % 3 = 0, i % 2 = 0, days 7, 13, 19).
    expect(f.items.map((l) => l.email).sort()).toEqual([
      'lead07@example.com',
      'lead13@example.com',
      'lead19@example.com',
    ]);
    expect(f.total).toBe(3);
    expect((await list('status=complete')).total).toBe(10);
  });

  it('sorts and walks every page once with the keyset cursor, in both directions', async () => {
    for (const [sort, dir] of [
      ['quotedPrice', 'desc'],
      ['name', 'asc'],
      ['created', 'asc'],
      ['lastActivity', 'desc'],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: Page = await list(`sort=${sort}&dir=${dir}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.total).toBe(30);
        seen.push(...page.items.map((l) => l.email));
        cursor = page.nextCursor;
      }
      expect(new Set(seen).size, `${sort} ${dir}`).toBe(30);
      if (sort === 'created') expect(seen[0]).toBe('lead01@example.com');
      if (sort === 'lastActivity') expect(seen[0]).toBe('lead30@example.com');
      if (sort === 'quotedPrice')
        expect(seen.slice(0, 2)).toEqual(['lead30@example.com', 'lead28@example.com']);
    }
  });

  it('walks a stage filter page by page in every sort, in the order of the whole filtered list', async () => {
    // The stage-led indexes of migration 0007 serve these: pages by cursor must still add up exactly.
    for (const sort of ['quotedPrice', 'name', 'created', 'lastActivity'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const qs = `stage=quote_viewed&sort=${sort}&dir=${dir}`;
        const whole = (await list(`${qs}&limit=100`)).items.map((l) => l.email);
        expect(whole, qs).toHaveLength(10);
        const paged: string[] = [];
        let cursor: string | null = '';
        while (cursor !== null) {
          const page: Page = await list(`${qs}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
          paged.push(...page.items.map((l) => l.email));
          cursor = page.nextCursor;
        }
        expect(paged, qs).toEqual(whole);
      }
    }
    // Prices of quote_viewed leads are 100 + i * 10 for i = 0, 3, ..., 27: the dearest first.
    const dearest = await list('stage=quote_viewed&sort=quotedPrice&dir=desc&limit=2');
    expect(dearest.items.map((l) => l.quoted_price)).toEqual([370, 340]);
  });

  it('answers 400 naming the parameter for a malformed query', async () => {
    for (const [qs, field] of [
      ['stage=bogus', 'stage'],
      ['status=maybe', 'status'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-09&to=2026-03-01', 'to'],
      ['limit=0', 'limit'],
      ['sort=price', 'sort'],
      ['cursor=nonsense', 'cursor'],
      ['page=2', 'page'],
    ]) {
      const res = await call('GET', `/api/admin/leads?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json<{ message: string }>().message, qs).toContain(field);
    }
    expect((await call('GET', '/api/admin/leads.csv?to=yesterday')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV that opens cleanly in a sheet', async () => {
    const res = await call('GET', '/api/admin/leads.csv?status=in_progress&sort=created&dir=asc');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    // The e-mail, the lead table's columns as @pw/funnel defines them, the appointment, the last activity.
    expect(lines[0]).toBe(
      'email,name,phone,address,propertytype,serviceneeded,stage,status,quotestatus,quoted_price,timestamp,' +
        'scheduled_time,appointmentstatus,source,partial,completed,formtype,conversionfunnel,conversionsource,' +
        'querystring,email_as_typed,quote_snapshot,appointment_kind,language,appointment,updated_at',
    );
    expect(lines).toHaveLength(1 + 20 + 1);
    expect(lines[1]).toMatch(
      /^lead01@example.com,Zoë Ångström,\(561\) 555-1000,,Residential,,quote_viewed,[^,]*,[^,]*,100,/,
    );
    // A formula becomes text, and its quotes are doubled inside a quoted cell.
    expect(lines[2]).toMatch(/^lead02@example.com,"'=HYPERLINK\(""http:\/\/evil""\)",/);
  });
});

describe('one lead and its events', () => {
  const visit = aWizardVisit('ana@example.com');
  let s: TestServer;
  let call: OwnerCall;
  beforeAll(async () => {
    s = await testServer({ WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/default/' });
    const views = ['welcome', 'name'].map((route) =>
      aCapture({ visitId: visit[0]!.visitId, stage: 'screen_viewed', currentStep: route, fields: {} }),
    );
    for (const c of [views[0]!, visit[0]!, views[1]!, ...visit.slice(1)]) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/captures',
        payload: c,
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    call = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  it('stores a screen view in the event log only: no lead, no row, no webhook', async () => {
    const view = aCapture({
      stage: 'screen_viewed',
      currentStep: 'welcome',
      fields: {},
      referrer: 'www.bing.com',
    });
    const before = await s.count('webhook_deliveries');
    expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: view })).statusCode).toBe(
      202,
    );
    expect(await s.count('webhook_deliveries')).toBe(before);
    const row = await s.db.query<{ email: string | null; referrer: string; fields: unknown }>(
      'select email, referrer, fields from lead_events where capture_id = $1',
      [view.captureId],
    );
    expect(row.rows[0]).toMatchObject({ email: null, referrer: 'www.bing.com', fields: {} });
    expect(
      (await s.db.query('select 1 from lead_states where key = $1', [`visit:${view.visitId}`])).rows,
    ).toEqual([]);
    const withName = { ...view, captureId: crypto.randomUUID(), fields: { name: 'Ana' } };
    expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: withName })).statusCode).toBe(
      400,
    );
  });

  it("reads every field, the timeline of captures, each delivery's attempts and the appointment", async () => {
    const res = await call('GET', '/api/admin/leads/ANA%40example.com');
    expect(res.statusCode).toBe(200);
    const d = res.json<{
      lead: { email: string; phone: string };
      model: { notes: string; quoteDetails: { name: string; price: number }[] };
      appointment: { date: string; time: string };
      events: { stage: string; fields: Record<string, string>; source: string; device: string }[];
      deliveries: { status: string; attemptLog: unknown[]; body: { stage: string } }[];
    }>();
    expect(d.lead).toMatchObject({ email: 'ana@example.com', phone: '5615550123' });
    expect(d.model.quoteDetails.map((l) => l.name)).toEqual(['House Exterior', 'Roof Cleaning']);
    expect(d.appointment).toMatchObject({ date: '2026-03-06', time: '8:30 AM' });
    // Screen views are analytics, not captures: the timeline has the eight captures only.
    expect(d.events.map((e) => e.stage)).toEqual(visit.map((c) => c.stage));
    expect(d.events[1]).toMatchObject({ fields: { name: 'Ana' }, device: 'mobile' });
    expect(d.deliveries).toHaveLength(6);
    expect(d.deliveries.map((x) => x.body.stage)).not.toContain('screen_viewed');
    expect(d.deliveries[0]).toMatchObject({ status: 'pending', attemptLog: [] });
  });
});
