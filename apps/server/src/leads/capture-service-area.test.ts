/** The waitlist's capture and quotes, re-checked against the service area of the price book in force (decisions 0253, 0266). */
import { DEFAULT_PRICE_BOOK, type Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { freshDb } from '../../test/databases.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from './sql-lead.store.js';

const ORLANDO = '400 S Orange Ave, Orlando, FL 32801';
const { version: _version, ...defaults } = DEFAULT_PRICE_BOOK;

/** The address step's capture of a prospect in Orlando. */
const addressAt = (email: string, name: string) =>
  aCapture({
    stage: 'address_completed',
    currentStep: 'address',
    fields: { email, name, phone: '4075550124', address: ORLANDO },
  });
const WEST_PALM = '1 Clematis St, West Palm Beach, FL 33401';
const quoteAt = (email: string, address: string, stage: Capture['stage'] = 'quote_details') =>
  aCapture({
    stage,
    currentStep: 'review',
    fields: {
      email,
      name: 'Quinn',
      phone: '5615550125',
      address,
      propertyType: 'Residential',
      serviceNeeded: 'House Exterior',
      ...(stage === 'appointment_scheduled'
        ? { appointmentDate: '2026-03-06', appointmentTime: '8:30 AM' }
        : {}),
    },
  });

const join = (email: string, address: string) =>
  aCapture({
    stage: 'waitlist_joined',
    currentStep: 'out-of-area',
    fields: { email, name: 'Olive', phone: '4075550123', address },
  });

describe('the service area on the capture route: the waitlist and quotes', () => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb('pglite') });
    owner = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  const capture = (payload: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const lastBody = async (email: string) => {
    const { rows } = await s.db.query<{ body: string }>(
      'select body from webhook_deliveries where lead_key = $1 order by seq desc limit 1',
      [email],
    );
    return JSON.parse(rows[0]!.body) as Record<string, unknown>;
  };

  it('records an address outside the area as a waitlist lead, sent on by the webhook', async () => {
    const res = await capture(join('olive@example.com', ORLANDO));
    expect(res.statusCode, res.body).toBe(202);
    const row = await readSubmission(s.db, 'olive@example.com');
    expect(row).toMatchObject({ stage: 'waitlist_joined', address: ORLANDO, name: 'Olive' });
    expect(await lastBody('olive@example.com')).toMatchObject({ stage: 'waitlist_joined', address: ORLANDO });
    const report = await owner('GET', '/api/admin/analytics/report?from=2026-03-02&to=2026-03-02');
    expect(report.json()).toMatchObject({ waitlist: 1 });
  });

  it("stops the lead's follow-ups: there is no quote to come back to (decision 0244)", async () => {
    const email = 'ollie@example.com';
    expect((await capture(addressAt(email, 'Ollie'))).statusCode).toBe(202);
    const sequence = () =>
      s.db.query<{ state: string; stop_reason: string | null }>(
        'select state, stop_reason from follow_ups where email = $1',
        [email],
      );
    expect((await sequence()).rows).toEqual([{ state: 'waiting', stop_reason: null }]);
    expect((await capture(join(email, ORLANDO))).statusCode).toBe(202);
    expect((await sequence()).rows).toEqual([{ state: 'stopped', stop_reason: 'waitlisted' }]);
  });

  it('refuses an address the company serves, or none, with a sentence, and stores nothing', async () => {
    const served = await capture(join('wes@example.com', '1 Clematis St, West Palm Beach, FL 33401'));
    expect(served.statusCode).toBe(400);
    expect(served.json()).toEqual({
      error: 'in_service_area',
      message: 'We do work at this address: go back to the address step and continue to get your quote.',
    });
    const none = await capture(join('wes@example.com', ''));
    const refused = none.json<{ error: string; message: string }>();
    expect(refused.error).toBe('invalid_capture');
    expect(refused.message).toMatch(/^fields.address: /);
    expect(await readSubmission(s.db, 'wes@example.com')).toBeFalsy();
  });

  it('refuses a quote (decision 0266) for an address outside the area with a sentence, and stores nothing of it', async () => {
    const email = 'orla@example.com';
    expect((await capture(addressAt(email, 'Orla'))).statusCode).toBe(202);
    const before = await readSubmission(s.db, email);
    for (const stage of ['quote_details', 'result_page_viewed', 'appointment_scheduled'] as const) {
      const refused = await capture(quoteAt(email, ORLANDO, stage));
      expect(refused.statusCode, stage).toBe(400);
      expect(refused.json()).toEqual({
        error: 'out_of_service_area',
        message:
          "We don't serve Orlando (32801) yet, so we can't quote this address: join our waitlist and we'll let you know when we come to your area.",
      });
    }
    expect(await readSubmission(s.db, email)).toEqual(before);
    const events = await s.db.query('select 1 from lead_events where stage = $1', ['quote_details']);
    expect(events.rows).toHaveLength(0);
  });

  it("stores a quote sent late from the browser's outbox whatever its area: the prospect has moved on", async () => {
    const email = 'olga@example.com';
    const late = { ...quoteAt(email, ORLANDO), deferred: true };
    const res = await capture(late);
    expect(res.statusCode, res.body).toBe(202);
    expect(await readSubmission(s.db, email)).toMatchObject({ stage: 'quote_details', address: ORLANDO });
  });

  it('quotes an address in the area, and one whose ZIP code cannot be read', async () => {
    for (const [email, address] of [
      ['wendy@example.com', WEST_PALM],
      ['nora@example.com', '1 Ocean Blvd'],
    ] as const) {
      const res = await capture(quoteAt(email, address));
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ quote: { total: 400 } });
    }
  });

  it("checks the owner's area in force, not the one the browser had", async () => {
    const saved = await owner('PUT', '/api/admin/price-book', {
      ...defaults,
      serviceArea: { zips: ['32801'], towns: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await capture(join('otto@example.com', ORLANDO))).json()).toMatchObject({
      error: 'in_service_area',
    });
    const palmBeach = await capture(join('otto@example.com', '1 Clematis St, West Palm Beach, FL 33401'));
    expect(palmBeach.statusCode, palmBeach.body).toBe(202);
    // The quote side of the same area (decision 0266): Orlando is quoted now, West Palm Beach no longer.
    expect((await capture(quoteAt('otto@example.com', ORLANDO))).statusCode).toBe(202);
    expect((await capture(quoteAt('otto@example.com', WEST_PALM))).json()).toMatchObject({
      error: 'out_of_service_area',
      message: expect.stringMatching(/^We don't serve West Palm Beach \(33401\) yet/) as string,
    });
    expect(await owner('PUT', '/api/admin/price-book', defaults)).toMatchObject({ statusCode: 200 });
  });
});
