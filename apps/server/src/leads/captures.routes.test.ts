import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityResponseSchema } from '@pw/funnel';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { timelineOf } from './lead-events.repo.js';

describe.each(DB_KINDS)('POST /api/captures on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({}, { db: await freshDb(kind) });
  });
  afterAll(() => s.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload: body as object, headers });

  it('stores a contact capture: event, lead row and a queued webhook in camelCase', async () => {
    const c = aCapture({ fields: { email: 'Ana@Example.com', name: 'Ana', phone: '5615550123' } });
    const res = await post(c, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true, quote: null });
    const row = await s.app.leadStore.readSubmission('ana@example.com');
    expect(row).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      phone: '5615550123',
      stage: 'contact_completed',
      partial: true,
      completed: false,
      formtype: 'onboarding',
      conversionsource: 'google',
    });
    const ev = await s.db.query<{ device: string; utm_campaign: string }>(
      'select device, utm_campaign from lead_events',
    );
    expect(ev.rows).toEqual([{ device: 'mobile', utm_campaign: 'spring' }]);
    const d = await s.db.query<{ body: string }>('select body from webhook_deliveries');
    expect(JSON.parse(d.rows[0]!.body)).toMatchObject({
      email: 'Ana@Example.com',
      name: 'Ana',
      phone: '5615550123',
      stage: 'contact_completed',
      formType: 'onboarding',
      currentStep: 'contact',
      partial: true,
    });
  });

  it('matches the e-mail without regard to case; row, webhook and CSV keep the first spelling', async () => {
    const first = aCapture({ fields: { email: 'Ann@Example.com', name: 'Ann', phone: '5615550123' } });
    const second = aCapture({
      stage: 'address_completed',
      currentStep: 'address',
      fields: { email: 'ann@example.com', address: '1 Ocean Blvd' },
    });
    expect((await post(first)).statusCode).toBe(202);
    expect((await post(second)).statusCode).toBe(202);
    const rows = await s.db.query<{ email: string; email_as_typed: string; address: string }>(
      `select email, email_as_typed, address from onboarding_submissions where email = 'ann@example.com'`,
    );
    expect(rows.rows).toEqual([
      { email: 'ann@example.com', email_as_typed: 'Ann@Example.com', address: '1 Ocean Blvd' },
    ]);
    const bodies = await s.db.query<{ body: string; lead_key: string }>(
      `select body, lead_key from webhook_deliveries where lead_key = 'ann@example.com' order by created_at`,
    );
    expect(bodies.rows.map((r) => (JSON.parse(r.body) as { email: string }).email)).toEqual([
      'Ann@Example.com',
      'Ann@Example.com',
    ]);
    const csv = (await (await signedIn(s))('GET', '/api/admin/leads.csv')).body.split('\r\n');
    const header = csv[0]!.replace('\uFEFF', '').split(',');
    const line = csv.find((l) => l.startsWith('ann@example.com,'))!.split(',');
    expect(line[header.indexOf('email_as_typed')]).toBe('Ann@Example.com');
  });

  it('acknowledges a repeated capture id once more and stores nothing new', async () => {
    const c = aCapture({ fields: { email: 'rep@example.com', name: 'Rep', phone: '5615550100' } });
    expect((await post(c)).statusCode).toBe(202);
    const before = [await s.count('lead_events'), await s.count('webhook_deliveries')];
    const again = await post(c);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, duplicate: true });
    expect([await s.count('lead_events'), await s.count('webhook_deliveries')]).toEqual(before);
  });

  it('keeps steps before the e-mail against the visit and joins them to the lead', async () => {
    const visit = aWizardVisit('joiner@example.com');
    const rowsBefore = await s.count('onboarding_submissions');
    const deliveriesBefore = await s.count('webhook_deliveries');
    expect((await post(visit[0])).statusCode).toBe(202);
    expect((await post(visit[1])).statusCode).toBe(202);
    expect(await s.count('onboarding_submissions')).toBe(rowsBefore);
    expect(await s.count('webhook_deliveries')).toBe(deliveriesBefore);
    // The contact step without a name: the name from the visit's earlier step is kept.
    const contact = { ...visit[2]!, fields: { email: 'joiner@example.com', phone: '5615550123' } };
    expect((await post(contact)).statusCode).toBe(202);
    expect(await s.app.leadStore.readSubmission('joiner@example.com')).toMatchObject({ name: 'Ana' });
    const stages = (await timelineOf(s.db, 'joiner@example.com')).map((e) => e.stage);
    expect(stages).toEqual(['welcome_completed', 'name_completed', 'contact_completed']);
  });

  it('prices the quote on the server from the chosen services', async () => {
    const visit = aWizardVisit('price@example.com');
    for (const c of visit.slice(0, 6)) expect((await post(c)).statusCode).toBe(202);
    const res = await post(visit[6]);
    expect(res.json()).toMatchObject({
      ok: true,
      quote: {
        total: 900,
        services: [
          { name: 'House Exterior', price: 400 },
          { name: 'Roof Cleaning', price: 500 },
        ],
        // Every line as priced: the wizard's result shows the server's own (decision 0249).
        itemized: { bookVersion: 1, total: 900, promotion: null },
      },
    });
    expect(Object.keys(res.json<{ quote: object }>().quote)).toEqual(['total', 'services', 'itemized']);
    expect(await s.app.leadStore.readSubmission('price@example.com')).toMatchObject({ quoted_price: 900 });
    const bad = await post({ ...aCapture(), quoteTotal: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/quoteTotal/);
  });

  it('books a slot once: a second lead gets 409 and nothing of it is stored', async () => {
    const first = aWizardVisit('first@example.com', undefined, '2026-03-11', '11:00 AM');
    for (const c of first) expect((await post(c)).statusCode).toBe(202);
    const second = aWizardVisit('second@example.com', undefined, '2026-03-11', '11:00 AM');
    for (const c of second.slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    const events = await s.count('lead_events');
    const taken = await post(second[7]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toMatch(
      /Wednesday, March 11, 2026 at 11:00 AM was just booked by someone else/,
    );
    expect(await s.count('lead_events')).toBe(events);
    expect(await s.app.leadStore.readSubmission('second@example.com')).toMatchObject({
      stage: 'quote_details',
    });
    // The same lead booking its own slot again is fine.
    expect((await post({ ...first[7]!, captureId: crypto.randomUUID() })).statusCode).toBe(202);
  });

  it('answers each of many captures arriving together on its own: a taken slot among them is 409, the rest are stored', async () => {
    const holder = aWizardVisit('holder@example.com', undefined, '2026-03-11', '8:30 AM');
    for (const c of holder) expect((await post(c)).statusCode).toBe(202);
    const rival = aWizardVisit('rival@example.com', undefined, '2026-03-11', '8:30 AM');
    for (const c of rival.slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    const events = await s.count('lead_events');
    const crowd = Array.from({ length: 12 }, (_, i) =>
      aCapture({ fields: { email: `crowd${i}@example.com`, name: 'Crowd', phone: '5615550123' } }),
    );
    const answers = await Promise.all([
      ...crowd.slice(0, 6).map((c) => post(c)),
      post(rival[7]),
      ...crowd.slice(6).map((c) => post(c)),
      post(crowd[0]), // the same capture id again, in the same moment: stored once
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array<number>(6).fill(202),
      409,
      ...Array<number>(6).fill(202),
      200,
    ]);
    expect(await s.count('lead_events')).toBe(events + 12);
    for (const c of crowd) {
      expect(await s.app.leadStore.readSubmission(c.fields.email!)).toMatchObject({
        stage: 'contact_completed',
      });
    }
    expect(await s.app.leadStore.readSubmission('rival@example.com')).toMatchObject({
      stage: 'quote_details',
    });
  });

  it('refuses slots that are not offered', async () => {
    const [c] = aWizardVisit('slot@example.com', undefined, '2026-03-06', '9:15 PM').slice(7);
    const res = await post(c);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string; error: string }>()).toMatchObject({
      message:
        '9:15 PM is not a time we offer on Friday, March 6, 2026. Please choose one of the times shown.',
      error: 'slot_refused',
    });
    const [blocked] = aWizardVisit('slot@example.com', undefined, '2026-03-04', '8:30 AM').slice(7);
    expect((await post(blocked)).statusCode).toBe(400);
    const [past] = aWizardVisit('slot@example.com', undefined, '2026-02-27', '8:30 AM').slice(7);
    expect((await post(past)).statusCode).toBe(400);
  });

  it('answers the honeypot as a success and stores nothing', async () => {
    const before = await s.count('lead_events');
    const res = await post({ ...aCapture(), website: 'http://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true, quote: null });
    expect(await s.count('lead_events')).toBe(before);
  });
});

describe('GET /api/availability', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('lists taken slots, blocked and fully booked days, and no personal data', async () => {
    const day = '2026-03-06';
    for (const [i, time] of ['8:30 AM', '11:00 AM', '1:30 PM', '4:00 PM'].entries()) {
      for (const c of aWizardVisit(`full${i}@example.com`, undefined, day, time)) {
        expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(
          202,
        );
      }
    }
    const res = await s.app.inject({ url: '/api/availability?from=2026-03-02&to=2026-03-10' });
    expect(res.statusCode).toBe(200);
    const body = AvailabilityResponseSchema.parse(res.json());
    expect(body.unavailableDays).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09']);
    expect(new Set(body.takenSlots[day])).toEqual(new Set(['8:30 AM', '11:00 AM', '1:30 PM', '4:00 PM']));
    expect(res.body).not.toContain('@');
  });

  it('refuses a bad range with a readable 400', async () => {
    const res = await s.app.inject({ url: '/api/availability?from=2026-03-10&to=2026-03-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('to: must not be before from');
    expect((await s.app.inject({ url: '/api/availability?from=tomorrow' })).statusCode).toBe(400);
  });

  it('answers a range at the end of year 9999 with a 400 at once, and keeps serving', async () => {
    for (const [from, to, field] of [
      ['9999-12-31', '9999-12-31', 'from'],
      ['2026-02-30', '2026-03-01', 'from'],
      ['2026-03-01', '2026-13-01', 'to'],
      ['0000-01-01', '0000-01-02', 'from'],
      ['2026-01-01', '2026-12-31', 'to'],
    ]) {
      const res = await s.app.inject({ url: `/api/availability?from=${from}&to=${to}` });
      expect(res.statusCode, `${from}..${to}`).toBe(400);
      const message = res.json<{ message: string }>().message;
      expect(message.startsWith(`${field}: `), message).toBe(true);
      expect(message).not.toMatch(/cannot be stored/);
    }
    expect((await s.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
