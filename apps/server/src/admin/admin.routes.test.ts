import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { PASSWORD, testServer, type TestServer } from '../../test/test-server.js';

const ROUTES: [string, string][] = [
  ['DELETE', '/api/admin/session'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ['POST', '/api/admin/settings/reset'],
  ['POST', '/api/admin/settings/test'],
  ['GET', '/api/admin/leads'],
  ['GET', '/api/admin/leads/ana%40example.com'],
  ['PUT', '/api/admin/leads'],
  ['GET', '/api/admin/leads.csv'],
  ['GET', '/api/admin/deliveries'],
  ['POST', '/api/admin/deliveries/00000000-0000-4000-8000-000000000000/redeliver'],
  ['GET', '/api/admin/analytics/funnel'],
  ['GET', '/api/admin/availability'],
  ['PUT', '/api/admin/availability'],
  ['POST', '/api/admin/availability/reset'],
  ['GET', '/api/admin/appointments'],
  ['POST', '/api/admin/appointments/1/status'],
  ['POST', '/api/admin/appointments/1/move'],
];

describe.each(DB_KINDS)('admin API on %s', (kind) => {
  let s: TestServer;
  let cookie = '';
  let csrf = '';
  beforeAll(async () => {
    s = await testServer(
      { WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/default/' },
      { auth: { signInPerMinute: 50 }, db: await freshDb(kind) },
    );
    for (const c of aWizardVisit('ana@example.com')) {
      expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(202);
    }
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    cookie = `pw_session=${res.cookies.find((c) => c.name === 'pw_session')!.value}`;
    csrf = res.json<{ csrfToken: string }>().csrfToken;
  });
  afterAll(() => s.close());

  const call = (method: string, url: string, payload?: object, withCsrf = true) =>
    s.app.inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie, ...(withCsrf ? { 'x-csrf-token': csrf } : {}) },
    });

  for (const [method, url] of ROUTES) {
    it(`refuses ${method} ${url} without a session`, async () => {
      const res = await s.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBe('Please sign in first.');
    });
  }

  it('sets an httpOnly, SameSite=Strict session cookie, and rotates it at each sign-in', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { password: PASSWORD },
      headers: { cookie },
    });
    const c = res.cookies.find((x) => x.name === 'pw_session')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(`pw_session=${c.value}`).not.toBe(cookie);
    // The old token was dropped at sign-in.
    const old = await s.app.inject({ url: '/api/admin/settings', headers: { cookie } });
    expect(old.statusCode).toBe(401);
    cookie = `pw_session=${c.value}`;
    csrf = res.json<{ csrfToken: string }>().csrfToken;
  });

  it('refuses a wrong password', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses a change without the CSRF token, or with a wrong one', async () => {
    expect(
      (await call('PUT', '/api/admin/settings', { webhookUrl: 'https://example.com/h' }, false)).statusCode,
    ).toBe(403);
    const wrong = await s.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { webhookUrl: 'https://example.com/h' },
      headers: { cookie, 'x-csrf-token': 'x'.repeat(csrf.length) },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('saves the webhook URL and resets it to the configured default', async () => {
    const saved = await call('PUT', '/api/admin/settings', {
      webhookUrl: 'https://hooks.example.com/catch/9',
    });
    expect(saved.json()).toMatchObject({ webhookUrl: 'https://hooks.example.com/catch/9', isDefault: false });
    for (const webhookUrl of ['javascript:alert(1)', 'http://[::1', 'https://u:p@example.com/h']) {
      expect((await call('PUT', '/api/admin/settings', { webhookUrl })).statusCode, webhookUrl).toBe(400);
    }
    const reset = await call('POST', '/api/admin/settings/reset');
    expect(reset.json()).toMatchObject({
      webhookUrl: 'https://hooks.zapier.com/hooks/catch/1/default/',
      isDefault: true,
    });
  });

  it('lists, filters and pages leads, and reads one with its event timeline', async () => {
    const list = await call('GET', '/api/admin/leads?q=ana&stage=appointment_scheduled&limit=10');
    expect(list.json()).toMatchObject({
      total: 1,
      nextCursor: null,
      items: [
        { email: 'ana@example.com', quoted_price: 900, appointment: { date: '2026-03-06', time: '8:30 AM' } },
      ],
    });
    expect((await call('GET', '/api/admin/leads?stage=quote_viewed')).json()).toMatchObject({
      total: 0,
      items: [],
    });
    const one = await call('GET', '/api/admin/leads/ana%40example.com');
    const body = one.json<{ lead: { scheduled_time: string }; events: { stage: string }[] }>();
    expect(body.lead.scheduled_time).toBe('2026-03-06T08:30:00');
    expect(body.events.map((e) => e.stage)).toEqual([
      'welcome_completed',
      'name_completed',
      'contact_completed',
      'address_completed',
      'property_type_completed',
      'service_type_completed',
      'quote_details',
      'appointment_scheduled',
    ]);
    expect((await call('GET', '/api/admin/leads/nobody%40example.com')).statusCode).toBe(404);
  });

  it('saves a lead from the Data Fields Manager and exports CSV with formulas neutralised', async () => {
    const saved = await call('PUT', '/api/admin/leads', {
      email: 'dm@example.com',
      name: '=cmd()',
      propertyType: 'Commercial',
    });
    expect(saved.json()).toMatchObject({ lead: { email: 'dm@example.com', propertytype: 'Commercial' } });
    expect((await call('PUT', '/api/admin/leads', { name: 'no email' })).statusCode).toBe(400);
    const csv = await call('GET', '/api/admin/leads.csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toMatch(/^\uFEFFemail,name,phone,/);
    expect(csv.body).toContain("'=cmd()");
  });

  it('lists deliveries with their attempts and puts one back in the queue', async () => {
    const list = await call('GET', '/api/admin/deliveries?status=pending');
    const body = list.json<{ total: number; items: { id: string; webhookId: string; email: string }[] }>();
    expect(body.total).toBe(6);
    expect(body.items[0]).toMatchObject({ email: 'ana@example.com', webhookId: `msg_${body.items[0]!.id}` });
    await s.db.query(`update webhook_deliveries set status = 'dead' where id = $1`, [body.items[0]!.id]);
    const again = await call('POST', `/api/admin/deliveries/${body.items[0]!.id}/redeliver`);
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/deliveries?status=dead')).json()).toMatchObject({ total: 0 });
    expect(
      (await call('POST', '/api/admin/deliveries/00000000-0000-4000-8000-000000000000/redeliver')).statusCode,
    ).toBe(404);
  });

  it('counts the funnel per stage, by source, campaign and device', async () => {
    const res = await call('GET', '/api/admin/analytics/funnel?from=2026-03-01&to=2026-03-02');
    const body = res.json<{
      stages: { stage: string; visits: number }[];
      bySource: unknown[];
      byDevice: unknown[];
    }>();
    expect(body.stages[0]).toEqual({ stage: 'welcome_completed', visits: 1 });
    expect(body.stages.map((x) => x.stage)).toContain('appointment_scheduled');
    expect(body.bySource).toContainEqual({ stage: 'contact_completed', visits: 1, source: 'google' });
    expect(body.byDevice).toContainEqual({ stage: 'contact_completed', visits: 1, device: 'desktop' });
    const empty = await call('GET', '/api/admin/analytics/funnel?from=2026-01-01&to=2026-01-31');
    expect(empty.json()).toMatchObject({ stages: [] });
    expect((await call('GET', '/api/admin/analytics/funnel?from=2026-03-05&to=2026-03-01')).statusCode).toBe(
      400,
    );
    const impossible = await call('GET', '/api/admin/analytics/funnel?from=2026-13-01&to=2026-12-31');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json<{ message: string }>().message).toBe(
      'from: must be a real day written yyyy-MM-dd',
    );
    const endless = await call('GET', '/api/admin/analytics/funnel?from=9999-12-31&to=9999-12-31');
    expect(endless.statusCode).toBe(400);
  });

  it('signs out', async () => {
    expect((await call('DELETE', '/api/admin/session')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/settings')).statusCode).toBe(401);
  });
});
