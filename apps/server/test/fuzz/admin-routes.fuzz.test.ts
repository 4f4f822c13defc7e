/**
 * Property-based fuzzing of every admin route with a signed-in session: query strings, path parameters,
 * bodies and headers. Never a 5xx, never a hang; a saved lead reads back exactly as sent. Nothing is sent
 * to the network: the worker does not run and the test send goes to a receiver on 127.0.0.1.
 */
import fc from 'fast-check';
import { LeadListQuerySchema, STAGES } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../a-capture.js';
import { signInOwner, type OwnerCall } from '../owner-session.js';
import { testServer, type TestServer } from '../test-server.js';
import { WebhookReceiver } from '../webhook-receiver.js';
import { answered, anyText, dayLike, hostileHeaders, oneMailbox, queryOf, runs } from './fuzz-kit.js';

describe('fuzzing the admin routes with a session', () => {
  let s: TestServer;
  let rx: WebhookReceiver;
  let owner: OwnerCall;
  beforeAll(async () => {
    rx = await new WebhookReceiver().start();
    s = await testServer({ WEBHOOK_URL: rx.url }, { auth: { signInPerMinute: 1000 } });
    owner = await signInOwner(s.app);
    for (const c of aWizardVisit('ana@example.com')) {
      await s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
    }
  });
  afterAll(async () => {
    await s.close();
    await rx.stop();
  });

  const call = (method: string, url: string, payload?: string, headers: Record<string, string> = {}) =>
    answered(`${method} ${url} ${payload?.slice(0, 100) ?? ''}`, () =>
      owner(method, url, payload, { 'content-type': 'application/json', ...headers }),
    );

  it('answers any list, search and report query with 200 or 400', async () => {
    const range = ['from', 'to'];
    const routes: [string, readonly string[]][] = [
      ['/api/admin/leads', LeadListQuerySchema.keyof().options],
      ['/api/admin/leads.csv', LeadListQuerySchema.keyof().options],
      ['/api/admin/deliveries', ['status', 'email', 'page', 'pageSize']],
      ['/api/admin/deliveries/summary', ['x']],
      ['/api/admin/analytics/funnel', range],
      ['/api/admin/analytics/report', range],
      ['/api/admin/settings', ['x']],
      ['/api/admin/session', ['x']],
    ];
    const route = fc.constantFrom(...routes);
    await fc.assert(
      fc.asyncProperty(
        route.chain(([path, keys]) => queryOf(keys).map((q) => `${path}?${q}`)),
        async (url) => {
          const res = await call('GET', url);
          if (res.statusCode === 400)
            expect(res.json<{ message: string }>().message).not.toMatch(/cannot be stored/);
        },
      ),
      runs(300),
    );
  });

  it('answers impossible report days with a 400 naming the field', async () => {
    const report = fc.constantFrom('funnel', 'report');
    await fc.assert(
      fc.asyncProperty(report, dayLike, dayLike, async (which, from, to) => {
        const res = await call(
          'GET',
          `/api/admin/analytics/${which}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        );
        if (res.statusCode !== 200) expect(res.json<{ message: string }>().message).toMatch(/^(from|to): /);
      }),
      runs(150),
    );
  });

  it('answers any e-mail in the lead path, encoded or raw, with 200, 400 or 404', async () => {
    const email = fc.oneof(
      fc.emailAddress(),
      anyText(300),
      fc.constantFrom('100%@example.com', 'a%41b@example.com', '%', '%%', 'ana@example.com'),
    );
    await fc.assert(
      fc.asyncProperty(email, fc.boolean(), async (e, raw) => {
        const path = raw ? e.replace(/[\s#?/]/g, '') : encodeURIComponent(e);
        const res = await call('GET', `/api/admin/leads/${path}`);
        expect([200, 400, 404]).toContain(res.statusCode);
      }),
      runs(250),
    );
  });

  it('saves any Data Fields Manager body or refuses it, and reads a saved lead back exactly', async () => {
    const body = fc.record(
      {
        email: fc.oneof({ arbitrary: oneMailbox, weight: 3 }, fc.oneof(fc.emailAddress(), anyText(60))),
        name: anyText(120),
        phone: anyText(30),
        address: anyText(320),
        propertyType: anyText(50),
        serviceNeeded: anyText(100),
        stage: fc.oneof(fc.constantFrom(...STAGES), anyText(20)),
      },
      { requiredKeys: [] },
    );
    let saved = 0;
    await fc.assert(
      // Weighted to bodies that can be saved: evenly, about 18 of 150 were (7 in one run of 8), so the
      // floor below failed now and then; now about 35 are (28 the least in 8 runs), and the floor is far below chance.
      fc.asyncProperty(fc.oneof({ arbitrary: body, weight: 4 }, fc.jsonValue({ maxDepth: 3 })), async (b) => {
        const res = await call('PUT', '/api/admin/leads', JSON.stringify(b));
        if (res.statusCode !== 200) return;
        const sent = b as Record<string, string>;
        const read = await call('GET', `/api/admin/leads/${encodeURIComponent(sent.email!.trim())}`);
        expect(read.statusCode).toBe(200);
        const lead = read.json<{ lead: Record<string, string | null> }>().lead;
        if (sent.name !== undefined) expect(lead.name ?? '').toBe(sent.name.trim());
        if (sent.address !== undefined) expect(lead.address ?? '').toBe(sent.address.trim());
        if (sent.serviceNeeded !== undefined)
          expect(lead.serviceneeded ?? '').toBe(sent.serviceNeeded.trim());
        saved++;
      }),
      runs(150),
    );
    expect(saved).toBeGreaterThan(10);
  });

  it('answers any lead-alerts body and test request without a server error (decision 0211)', async () => {
    const json = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        sms: fc.boolean(),
        ownerPhone: anyText(20),
        smsProvider: fc.record({
          accountSid: anyText(40),
          authToken: anyText(40),
          from: anyText(20),
          baseUrl: fc.oneof(fc.webUrl(), anyText(60)),
        }),
      }),
      fc.record({ channel: fc.constantFrom('sms', 'email', 'fax') }),
    );
    const raw = fc.oneof(
      json.map((j) => JSON.stringify(j)),
      anyText(100),
    );
    await fc.assert(
      fc.asyncProperty(raw, hostileHeaders, async (payload, headers) => {
        await call('PUT', '/api/admin/alerts', payload, headers);
        await call('POST', '/api/admin/alerts/test', payload, headers);
      }),
      runs(60),
    );
  });

  it('answers any settings, test-send, redelivery and sign-in body without a server error', async () => {
    const json = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({ webhookUrl: fc.oneof(fc.webUrl(), anyText(80)) }),
      fc.record({ data: fc.dictionary(anyText(10), anyText(30)) }),
    );
    const raw = fc.oneof(
      json.map((j) => JSON.stringify(j)),
      anyText(100),
    );
    await fc.assert(
      fc.asyncProperty(raw, hostileHeaders, async (payload, headers) => {
        await call('PUT', '/api/admin/settings', payload, headers);
        // The test send may only ever reach the loopback receiver: reset before it.
        await call('POST', '/api/admin/settings/reset', '{}');
        await call('POST', '/api/admin/settings/test', payload, headers);
        await call('POST', '/api/admin/session', payload, headers);
      }),
      runs(80),
    );
    const id = fc.oneof(fc.uuid(), anyText(40).map(encodeURIComponent));
    await fc.assert(
      fc.asyncProperty(id, async (i) => {
        await call('POST', `/api/admin/deliveries/${i}/redeliver`, '{}');
        await call('POST', '/api/admin/deliveries/redeliver-dead', '{}');
      }),
      runs(100),
    );
  });
});
