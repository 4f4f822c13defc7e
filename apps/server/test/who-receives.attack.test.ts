/**
 * Who may receive what (issue 38 rows 1 and 9, decision 0307), the probe's steps through the HTTP API, the
 * real follow-up worker, the real Twilio adapter to the Twilio-shaped fake and the real SMTP sender to a
 * local receiver, on PGlite and PostgreSQL. A stranger who types a prospect's e-mail with its own number
 * and ticks the box is texted nothing; the text goes to the number the prospect's own visit gave, and its
 * link, opened on the stranger's visit, answers no personal data and owns nothing, so the prospect still
 * books. A STOP sticks: a stranger ticking the box with the number on a lead of its own gets it no text.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_FOLLOW_UP_SETTINGS, smsConsentOf, type Capture, type ResumeAnswer } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendConsent } from '../src/consent/consent-ledger.repo.js';
import { aCapture } from './a-capture.js';
import { DB_KINDS, freshDb } from './databases.js';
import { FakeTwilio } from './fake-twilio.js';
import { mimeParts, SmtpReceiver, smtpEnv } from './smtp-receiver.js';
import { NOW, signedIn, testServer, type TestServer } from './test-server.js';

const SITE = 'https://wash.example.com';
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** A quote-stage capture of one visit: who it says it is, the number it types and the box as ticked. */
function quote(visitId: string, who: { email: string; name: string; phone: string; address: string }) {
  return aCapture({
    visitId,
    stage: 'quote_details',
    currentStep: 'review',
    fields: { ...who, propertyType: 'Residential', serviceNeeded: 'House Exterior' },
    ...(who.phone ? { consent: smsConsentOf(true) } : {}),
  });
}

describe.each(DB_KINDS)('who receives a lead’s messages, on %s', (kind) => {
  let fake: FakeTwilio;
  let smtp: SmtpReceiver;
  let s: TestServer;
  let clock = NOW;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
    smtp = await new SmtpReceiver().start();
    s = await testServer(
      { CAPTURE_RATE_LIMIT: '100000', ...smtpEnv(smtp), PUBLIC_URL: SITE, OWNER_ALERTS: '0', ...fake.env() },
      { db: await freshDb(kind), now: () => clock, worker: { now: () => clock } },
    );
    const owner = await signedIn(s);
    const saved = await owner('PUT', '/api/admin/follow-ups/settings', {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      delaysMinutes: [1, 60, 1440],
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await s?.close();
    await fake?.stop();
    await smtp?.stop();
  });

  const post = (c: Capture) => s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
  /** Fires the due sequences, then sends what they queued. */
  const run = async () => {
    await s.app.followUps.runOnce();
    await s.app.sms.runOnce();
    await s.app.mailer!.runOnce();
  };
  const textsTo = (number: string) => fake.messages.filter((m) => m.to === number);
  const mailsTo = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && /resume#/.test(mimeParts(m.raw)[0]!.body));
  const sequencePhone = async (email: string) =>
    (await s.db.query<{ phone: string | null }>('select phone from follow_ups where email = $1', [email]))
      .rows[0]?.phone;
  const ownVisits = async (email: string) =>
    (
      await s.db.query<{ visit_id: string }>('select visit_id from lead_own_visits where email = $1', [email])
    ).rows.map((r) => r.visit_id);
  /** The page a resume link opens sends its token with the capture envelope of the visit. */
  const openLink = (token: string, visitId: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/resume',
      payload: {
        token,
        captureId: randomUUID(),
        visitId,
        source: `${SITE}/onboarding/resume`,
        querystring: '',
        timestamp: clock.toISOString(),
      },
    });
  const booking = (visitId: string, email: string, time: string) =>
    aCapture({
      visitId,
      stage: 'appointment_scheduled',
      currentStep: 'result',
      fields: {
        email,
        serviceNeeded: 'House Exterior',
        appointmentDate: '2026-03-06',
        appointmentTime: time,
        appointmentTimestamp: '2026-03-06T08:30:00',
      },
    });

  it("row 1: the follow-up goes to the prospect's own number; its link gives a stranger nothing of the lead", async () => {
    clock = NOW;
    const email = `ann.${kind}@example.com`;
    const prospect = randomUUID();
    const stranger = randomUUID();
    const ann = { email, name: 'Ann Prospect', phone: '5615550201', address: '1 Ocean Blvd' };
    const mal = { email, name: 'Mal Stranger', phone: '5615550299', address: '666 Other Rd' };
    expect((await post(quote(prospect, ann))).statusCode).toBe(202);
    // The stranger, on a fresh visit: the prospect's e-mail, its own number, the box ticked.
    expect((await post(quote(stranger, mal))).statusCode).toBe(202);
    expect(await sequencePhone(email)).toBe('+15615550201');
    clock = later(60);
    await run();
    expect(textsTo('+15615550299')).toEqual([]);
    const [text] = textsTo('+15615550201');
    const token = /resume#(\S+)/.exec(text!.body)![1]!;
    // The link went by text to a number nothing proved: whoever opens it (here the stranger's visit) is
    // answered the quote alone and owns nothing.
    const opened = await openLink(token, stranger);
    expect(opened.statusCode, opened.body).toBe(200);
    const answer = opened.json<ResumeAnswer>();
    expect(answer).toMatchObject({
      step: 'name',
      answers: { propertyType: 'Residential', serviceNeeded: 'House Exterior' },
    });
    expect(answer.quote?.total).toBeGreaterThan(0);
    expect(opened.body).not.toMatch(/Ann|Mal|ann\.|0201|0299|Ocean|Other/);
    expect(await ownVisits(email)).toEqual([prospect]);
    // The stranger may book a lead that holds no appointment (decision 0205), with no link of its own;
    // the prospect's own visit still books (over it) and is given its manage link.
    const theirs = await post(booking(stranger, email, '8:30 AM'));
    expect(theirs.statusCode, theirs.body).toBe(202);
    expect(theirs.json<{ manageToken?: string }>().manageToken).toBeUndefined();
    const mine = await post(booking(prospect, email, '11:00 AM'));
    expect(mine.statusCode, mine.body).toBe(202);
    expect(mine.json<{ manageToken?: string }>().manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Booked: the text's link no longer opens.
    const again = await openLink(token, stranger);
    expect(again.statusCode).toBe(404);
    expect(textsTo('+15615550299')).toEqual([]);
  });

  it('row 1: a prospect who gave no number is followed up by e-mail, never at the number a stranger typed', async () => {
    clock = NOW;
    const email = `bea.${kind}@example.com`;
    const bea = { email, name: 'Bea', phone: '', address: '2 Ocean Blvd' };
    const mal = { email, name: 'Mal', phone: '5615550298', address: '666 Other Rd' };
    expect((await post(quote(randomUUID(), bea))).statusCode).toBe(202);
    expect((await post(quote(randomUUID(), mal))).statusCode).toBe(202);
    expect(await sequencePhone(email)).toBeNull();
    clock = later(60);
    await run();
    expect(textsTo('+15615550298')).toEqual([]);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("row 9: after a STOP, a stranger's tick with the number on a lead of its own gets it no text", async () => {
    clock = NOW;
    const number = '+15615550301';
    const cy = { email: `cy.${kind}@example.com`, name: 'Cy', phone: '5615550301', address: '3 Ocean Blvd' };
    expect((await post(quote(randomUUID(), cy))).statusCode).toBe(202);
    clock = later(60);
    await run();
    expect(textsTo(number)).toHaveLength(1);
    // Cy replies STOP (the inbound webhook's row; its own test drives the webhook).
    await appendConsent(s.db, {
      channel: 'sms',
      address: number,
      action: 'withdrawn',
      version: null,
      how: 'stop_reply',
      at: later(120),
      ip: null,
      userAgent: null,
      page: null,
      leadEmail: null,
      visitId: null,
      captureId: null,
    });
    clock = later(180);
    const ledger = await s.count('consent_ledger');
    const mal = {
      email: `mal.${kind}@example.com`,
      name: 'Mal',
      phone: '5615550301',
      address: '666 Other Rd',
    };
    expect((await post(quote(randomUUID(), mal))).statusCode).toBe(202);
    expect(await s.count('consent_ledger')).toBe(ledger);
    // Two days of timers: the number hears nothing more, whichever lead; Mal's lead goes by e-mail.
    for (const at of [240, 3_600 * 2, 86_400 * 2]) {
      clock = later(at);
      await run();
    }
    expect(textsTo(number)).toHaveLength(1);
    expect(mailsTo(mal.email).length).toBeGreaterThan(0);
  });
});
