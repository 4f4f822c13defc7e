/**
 * The follow-ups' recoveries on the analytics report (issue 20 §4), on PGlite and PostgreSQL, through the
 * real capture route and the real follow-up worker on a moved clock: who got follow-ups, who booked after
 * which message and for how much, by source, and how the other sequences ended.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  defaultAvailabilitySettings,
  smsConsentOf,
  type AnalyticsReport,
  type Capture,
} from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { NOW, signedIn, testServer, type TestServer } from '../../test/test-server.js';

const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(DB_KINDS)('the follow-ups on the analytics report on %s', (kind) => {
  let fake: FakeTwilio;
  let s: TestServer;
  let clock = NOW;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
    s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        PUBLIC_URL: 'https://wash.example.com',
        OWNER_ALERTS: '0',
        ...fake.env(),
      },
      { db: await freshDb(kind), now: () => clock, worker: { now: () => clock } },
    );
  });
  afterAll(async () => {
    await s?.close();
    await fake?.stop();
  });

  const post = async (c: Capture) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
    expect(res.statusCode, res.body).toBe(202);
  };
  /** A prospect who stops at the price of House Exterior ($400), texts allowed or not. */
  const stopsAtQuote = (email: string, phone: string, texts: boolean, source: string, visitId: string) =>
    post(
      aCapture({
        visitId,
        timestamp: clock.toISOString(),
        stage: 'quote_details',
        currentStep: 'review',
        source: `https://example.com/onboarding/review?utm_source=${source}`,
        querystring: `?utm_source=${source}`,
        fields: { email, phone, name: 'Ana', propertyType: 'Residential', serviceNeeded: 'House Exterior' },
        ...(texts ? { consent: smsConsentOf(true) } : {}),
      }),
    );
  const books = (email: string, visitId: string, time: string, source: string) =>
    post(
      aCapture({
        visitId,
        querystring: `?utm_source=${source}`,
        timestamp: clock.toISOString(),
        stage: 'appointment_scheduled',
        currentStep: 'result',
        fields: {
          email,
          appointmentDate: '2026-03-06',
          appointmentTime: time,
          appointmentTimestamp: '2026-03-06T08:30:00',
        },
      }),
    );

  it('counts the leads followed up, those who booked after each message and the value they brought', async () => {
    const owner = await signedIn(s);
    const saved = await owner('PUT', '/api/admin/follow-ups/settings', {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      delaysMinutes: [1, 60, 1440],
    });
    expect(saved.statusCode).toBe(200);
    // The owner's own week (a fresh install blocks demo days until then).
    expect((await owner('PUT', '/api/admin/availability', defaultAvailabilitySettings())).statusCode).toBe(
      200,
    );
    const visit = {
      ada: randomUUID(),
      bo: randomUUID(),
      cy: randomUUID(),
      di: randomUUID(),
      eve: randomUUID(),
    };
    await stopsAtQuote('ada@example.com', '5615550201', true, 'google', visit.ada);
    await stopsAtQuote('bo@example.com', '5615550202', true, 'google', visit.bo);
    await stopsAtQuote('cy@example.com', '5615550203', false, 'google', visit.cy); // no text consent, no mail
    await stopsAtQuote('di@example.com', '5615550204', true, 'facebook', visit.di);
    await stopsAtQuote('eve@example.com', '5615550205', true, 'facebook', visit.eve);
    await books('di@example.com', visit.di, '11:00 AM', 'facebook'); // booked before any follow-up: not a recovery

    clock = later(2);
    await s.app.followUps.runOnce(); // the first text to Ada, Bo and Eve
    await books('ada@example.com', visit.ada, '8:30 AM', 'google');
    const withdrawn = await owner('POST', '/api/admin/leads/bo%40example.com/consent/withdrawals', {
      channel: 'sms',
    });
    expect(withdrawn.statusCode).toBe(200);
    clock = later(24 * 60); // the next day, 10 am in Palm Beach: Eve's second text
    await s.app.followUps.runOnce();
    await books('eve@example.com', visit.eve, '1:30 PM', 'facebook');

    const owner2 = await signedIn(s); // a day on: the first session has expired
    const res = await owner2('GET', '/api/admin/analytics/report?from=2026-03-01&to=2026-03-04');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AnalyticsReport>();
    expect(report.followUps).toEqual({
      followedUp: 3,
      recovered: 2,
      recoveredValue: 800,
      byMessage: [
        { message: 1, followedUp: 3, recovered: 1, recoveredValue: 400 },
        { message: 2, followedUp: 1, recovered: 1, recoveredValue: 400 },
      ],
      bySource: [
        { value: 'google', followedUp: 2, recovered: 1, recoveredValue: 400 },
        { value: 'facebook', followedUp: 1, recovered: 1, recoveredValue: 400 },
      ],
      outcomes: [
        { outcome: 'recovered', leads: 2 },
        { outcome: 'withdrawn', leads: 1 },
      ],
    });
    // Outside the range: nothing.
    const before = (
      await owner2('GET', '/api/admin/analytics/report?from=2026-02-01&to=2026-02-28')
    ).json<AnalyticsReport>();
    expect(before.followUps).toEqual({
      followedUp: 0,
      recovered: 0,
      recoveredValue: 0,
      byMessage: [],
      bySource: [],
      outcomes: [],
    });
  });
});
