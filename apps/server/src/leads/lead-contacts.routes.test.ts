import type { Capture, LeadContactState, WaitingLeads } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb, freshPgliteWorker } from '../../test/databases.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';

/**
 * Answering from the phone (decision 0209), on PGlite and PostgreSQL. Three prospects give their contact
 * step on 2 March 2026: Ana at 14:00 (answered by a call at 14:04), Ben at 14:10 (answered by a text at
 * 15:10), Cy at 14:20 (never answered); a lead the owner typed in by hand is not reachable.
 */
describe.each(DB_KINDS)('the owner marks leads on %s', (kind) => {
  let s: TestServer;
  let clock = new Date('2026-03-02T14:00:00Z');
  let call: OwnerCall;
  const at = (hhmm: string) => (clock = new Date(`2026-03-02T${hhmm}:00Z`));

  async function visit(email: string, hhmm: string, querystring = '') {
    at(hhmm);
    const captures: Capture[] = aWizardVisit(email)
      .slice(0, 5)
      .map((c) => ({ ...c, querystring }));
    for (const c of captures) {
      const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
      expect(res.statusCode, res.body).toBe(202);
    }
  }
  const mark = (email: string, body: object | string) =>
    call('POST', `/api/admin/leads/${encodeURIComponent(email)}/marks`, body);
  const waiting = async () => {
    const res = await call('GET', '/api/admin/leads/waiting');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WaitingLeads>();
  };

  beforeAll(async () => {
    s = await testServer(
      {},
      { db: kind === 'pglite' ? await freshPgliteWorker() : await freshDb(kind), now: () => clock },
    );
    call = await signInOwner(s.app);
    await visit('ana@example.com', '14:00', '?utm_source=google');
    await visit('ben@example.com', '14:10', '?utm_source=google');
    await visit('cy@example.com', '14:20');
    expect(
      (await call('PUT', '/api/admin/leads', { email: 'typed@example.com', name: 'Typed' })).statusCode,
    ).toBe(200);
  });
  afterAll(() => s.close());

  it('lists the reachable leads nobody contacted, the longest waiting first', async () => {
    at('14:30');
    const w = await waiting();
    expect(w.total).toBe(3);
    expect(w.items.map((l) => [l.email, l.reachableAt])).toEqual([
      ['ana@example.com', '2026-03-02T14:00:00.000Z'],
      ['ben@example.com', '2026-03-02T14:10:00.000Z'],
      ['cy@example.com', '2026-03-02T14:20:00.000Z'],
    ]);
    expect(w.items[0]).toMatchObject({ name: 'Ana', phone: '5615550123', propertyType: 'Residential' });
  });

  it('stores a contact with who, when and how, and gives the response time', async () => {
    at('14:04');
    const res = await mark('Ana@Example.com', { mark: 'contacted', channel: 'call' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ contact: LeadContactState }>().contact).toEqual({
      reachableAt: '2026-03-02T14:00:00.000Z',
      firstContact: { mark: 'contacted', channel: 'call', by: 'owner', at: '2026-03-02T14:04:00.000Z' },
      responseMinutes: 4,
      outcome: null,
      marks: [{ mark: 'contacted', channel: 'call', by: 'owner', at: '2026-03-02T14:04:00.000Z' }],
    });
    at('15:10');
    expect((await mark('ben@example.com', { mark: 'contacted', channel: 'text' })).statusCode).toBe(200);
    expect((await waiting()).items.map((l) => l.email)).toEqual(['cy@example.com']);
  });

  it('keeps the first contact first and the latest outcome; the lead page and the inbox show them', async () => {
    at('16:00');
    expect((await mark('ana@example.com', { mark: 'contacted', channel: 'email' })).statusCode).toBe(200);
    expect((await mark('ana@example.com', { mark: 'lost' })).statusCode).toBe(200);
    expect((await mark('ana@example.com', { mark: 'won' })).statusCode).toBe(200);
    const page = (await call('GET', '/api/admin/leads/ana%40example.com')).json<{
      contact: LeadContactState;
    }>();
    expect(page.contact).toMatchObject({
      firstContact: { channel: 'call', at: '2026-03-02T14:04:00.000Z' },
      responseMinutes: 4,
      outcome: 'won',
    });
    expect(page.contact.marks.map((m) => m.mark)).toEqual(['contacted', 'contacted', 'lost', 'won']);
    const inbox = (await call('GET', '/api/admin/leads')).json<{
      items: { email: string; contact: LeadContactState }[];
    }>();
    const typed = inbox.items.find((l) => l.email === 'typed@example.com')!;
    expect(typed.contact).toMatchObject({ reachableAt: null, firstContact: null, outcome: null });
    expect(inbox.items.find((l) => l.email === 'ben@example.com')!.contact.responseMinutes).toBe(60);
  });

  it('takes a lead off the waiting list once marked won or lost, even uncontacted', async () => {
    expect((await mark('cy@example.com', { mark: 'lost' })).statusCode).toBe(200);
    expect(await waiting()).toEqual({ items: [], total: 0 });
  });

  it('answers bad input with a clear 400 and an unknown lead with a 404', async () => {
    const bad = async (body: object | string, message: RegExp) => {
      const res = await mark('ana@example.com', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    };
    await bad({ mark: 'contacted' }, /^channel: is required when marking contacted/);
    await bad({ mark: 'maybe' }, /^mark: must be one of contacted, won, lost/);
    await bad({ mark: 'contacted', channel: 'pigeon' }, /^channel: must be one of call, text, email, other/);
    await bad({ mark: 'won', by: 'someone else' }, /by/);
    const unknown = await mark('nobody@example.com', { mark: 'won' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/leads/waiting?limit=0')).statusCode).toBe(400);
  });

  it('is for the signed-in owner only, with the CSRF token', async () => {
    const url = '/api/admin/leads/ana%40example.com/marks';
    const payload = { mark: 'won' };
    expect((await s.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'GET', url: '/api/admin/leads/waiting' })).statusCode).toBe(401);
    expect((await call('POST', url, payload, { 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
  });

  it('reports the response times of the range: median, p90, within 5 minutes and 1 hour, by source', async () => {
    at('17:00');
    const res = await call('GET', '/api/admin/analytics/report?from=2026-03-02&to=2026-03-02');
    expect(res.statusCode, res.body).toBe(200);
    const { responseTime } = res.json<{ responseTime: unknown }>();
    // Ana 4 min, Ben 60 min, Cy never (waiting past both windows).
    expect(responseTime).toEqual({
      overall: {
        leads: 3,
        answered: 2,
        medianMinutes: 32,
        p90Minutes: 54.4,
        within5Minutes: 1 / 3,
        within1Hour: 2 / 3,
      },
      bySource: [
        {
          value: 'google',
          leads: 2,
          answered: 2,
          medianMinutes: 32,
          p90Minutes: 54.4,
          within5Minutes: 0.5,
          within1Hour: 1,
        },
        {
          value: 'direct',
          leads: 1,
          answered: 0,
          medianMinutes: null,
          p90Minutes: null,
          within5Minutes: 0,
          within1Hour: 0,
        },
      ],
    });
  });
});
