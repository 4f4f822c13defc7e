/**
 * The owner's alerts by text message (issue 19, decision 0211), on PGlite and PostgreSQL, through the real
 * workers and the real Twilio adapter to the Twilio-shaped fake on 127.0.0.1: set up in the owner area (the
 * token never read back), a prospect who stops at the quote texted once within the alert window, a retried
 * alert queueing no second text, a refused number given up and shown in the banner, bad settings refused
 * with a sentence, and the test button. The workers run on a clock the test moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { SmtpReceiver, smtpEnv } from '../../test/smtp-receiver.js';
import { NOW, signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/webhook-receiver.js';

const OWNER_MOBILE = '+15615550142';
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe.each(DB_KINDS)('text-message alerts on %s', (kind) => {
  let fake: FakeTwilio;
  let smtp: SmtpReceiver;
  let s: TestServer;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let clock = NOW;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
    smtp = await new SmtpReceiver().start();
    s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        ...smtpEnv(smtp),
        OWNER_EMAIL: 'owner@wash.example.com',
        PUBLIC_URL: 'https://wash.example.com',
        // The sender from the environment; the rest from the owner area.
        SMS_FROM: '+15615550100',
      },
      { db: await freshDb(kind), startWorker: true, worker: { pollMs: 20, now: () => clock } },
    );
    owner = await signedIn(s);
  });
  afterAll(async () => {
    await s?.close();
    await fake?.stop();
    await smtp?.stop();
  });

  const post = (c: Parameters<typeof aCapture>[0] & object) =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
  const texts = async () =>
    (
      await s.db.query<{ kind: string; status: string; recipient: string; last_error: string | null }>(
        'select kind, status, recipient, last_error from sms_deliveries order by seq',
      )
    ).rows;

  it('refuses bad settings with a sentence and stores nothing of them', async () => {
    const refused = async (body: object, message: RegExp) => {
      const res = await owner('PUT', '/api/admin/alerts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_alerts',
        message: expect.stringMatching(message) as string,
      });
    };
    await refused({ ownerPhone: '555-0142' }, /^ownerPhone: must be your mobile number/);
    await refused({ sms: true }, /^ownerPhone: text alerts need your mobile number\.$/);
    // Texts on with a number but no account: refused, and the number given with it is not kept either.
    await refused(
      { sms: true, ownerPhone: OWNER_MOBILE },
      /^smsProvider: text alerts need the provider's account SID/,
    );
    await refused(
      { smsProvider: { accountSid: fake.accountSid, from: '', baseUrl: 'http://sms.example.com' } },
      /^smsProvider\.baseUrl: must be an https:\/\/ address/,
    );
    const view = (await owner('GET', '/api/admin/alerts')).json<{ sms: object }>();
    expect(view.sms).toEqual({
      available: false,
      to: null,
      on: false,
      provider: {
        saved: { accountSid: '', from: '', baseUrl: '', tokenSet: false },
        effective: {
          accountSid: '',
          from: '+15615550100',
          baseUrl: 'https://api.twilio.com',
          tokenSet: false,
        },
        ready: false,
      },
    });
  });

  it('saves the owner’s number and the provider, and never sends the token back', async () => {
    const saved = await owner('PUT', '/api/admin/alerts', {
      sms: true,
      ownerPhone: '(561) 555-0142',
      smsProvider: { ...fake.settings, from: '' },
    });
    expect(saved.statusCode).toBe(200);
    for (const res of [saved, await owner('GET', '/api/admin/alerts')]) {
      expect(res.body).not.toContain(fake.authToken);
      expect(res.json()).toMatchObject({
        sms: {
          available: true,
          to: OWNER_MOBILE,
          on: true,
          provider: {
            saved: { accountSid: fake.accountSid, tokenSet: true },
            effective: { from: '+15615550100' },
          },
        },
      });
    }
    // Saving again without a token keeps the saved one.
    await owner('PUT', '/api/admin/alerts', { smsProvider: { ...fake.settings, authToken: '', from: '' } });
    expect((await owner('GET', '/api/admin/alerts')).json()).toMatchObject({ sms: { available: true } });
  });

  it('texts the owner once for a prospect who stopped at the quote, within the alert window', async () => {
    for (const c of aWizardVisit('ana@example.com').slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    clock = later(10);
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.messages).toHaveLength(0);
    clock = later(46); // the latest an alert waits is 45 s
    await waitFor(() => fake.messages.length === 1, 15_000, 'the text');
    const [text] = fake.messages;
    expect(text).toMatchObject({ to: OWNER_MOBILE, from: '+15615550100' });
    expect(text!.body).toBe(
      'Quote requested: Ana, House Exterior, Roof Cleaning (Residential), $900, reached Quote details just now. Call (561) 555-0123 https://wash.example.com/admin/leads/ana%40example.com',
    );
    await waitFor(async () => (await texts())[0]?.status === 'sent', 10_000, 'the text recorded');
    const sid = await s.db.query<{ provider_sid: string }>('select provider_sid from sms_deliveries');
    expect(sid.rows[0]!.provider_sid).toBe(text!.sid);
  });

  it('queues no second text when the alert runs again after a crash', async () => {
    const alert = (
      await s.db.query<{ id: string }>("select id from owner_alerts where email = 'ana@example.com'")
    ).rows[0]!;
    await s.db.query("update owner_alerts set status = 'pending', next_attempt_at = $2 where id = $1", [
      alert.id,
      NOW,
    ]);
    await waitFor(
      async () =>
        (await s.db.query<{ status: string }>('select status from owner_alerts where id = $1', [alert.id]))
          .rows[0]!.status === 'sent',
      15_000,
      'the alert again',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await texts()).toHaveLength(1);
    expect(fake.messages).toHaveLength(1);
  });

  it('texts a booking too (the owner is on a roof)', async () => {
    clock = NOW;
    for (const c of aWizardVisit('dee@example.com', undefined, '2026-03-11', '1:30 PM'))
      expect((await post(c)).statusCode).toBe(202);
    clock = later(60);
    await waitFor(() => fake.messages.length === 2, 15_000, 'the booking text');
    expect(fake.messages[1]!.body).toMatch(
      /^New booking: Ana, .*Call \(561\) 555-0123 https:\/\/wash\.example\.com\/admin\/leads\/dee%40example\.com$/,
    );
  });

  it('gives up a text the provider refuses for good, and the banner says so', async () => {
    fake.script = () => ({
      status: 400,
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
    });
    clock = NOW;
    expect(
      (
        await post(
          aCapture({ stage: 'contact_completed', fields: { email: 'eve@example.com', name: 'Eve' } }),
        )
      ).statusCode,
    ).toBe(202);
    clock = later(60);
    await waitFor(async () => (await texts()).some((t) => t.status === 'dead'), 15_000, 'the text given up');
    const dead = (await texts()).find((t) => t.status === 'dead')!;
    expect(dead.last_error).toBe(
      "the SMS provider answered 400 (error 21211): The 'To' number is not a valid phone number.",
    );
    expect((await owner('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({
      sms: { failing: 0, dead: 1 },
    });
    fake.script = () => undefined;
  });

  it('sends a test text and a test e-mail from Settings and shows how they went', async () => {
    const sent = await owner('POST', '/api/admin/alerts/test', { channel: 'sms' });
    expect(sent.json()).toEqual({
      channel: 'sms',
      status: 'sent',
      message: `The test text to ${OWNER_MOBILE} was accepted by the provider.`,
    });
    expect(fake.messages.at(-1)!.body).toMatch(/^Test from your lead alerts/);
    fake.script = () => ({ status: 503, message: 'Service Unavailable' });
    const failed = await owner('POST', '/api/admin/alerts/test', { channel: 'sms' });
    expect(failed.json()).toEqual({
      channel: 'sms',
      status: 'failed',
      message: `The test text to ${OWNER_MOBILE} was not sent: the SMS provider answered 503 (error 20500): Service Unavailable.`,
    });
    fake.script = () => undefined;
    // A failed test is not an alert failing: the banner counts only the one given up above.
    expect((await owner('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({ sms: { dead: 1 } });
    const mail = await owner('POST', '/api/admin/alerts/test', { channel: 'email' });
    expect(mail.json()).toMatchObject({ channel: 'email', status: 'sent' });
    await waitFor(
      () => smtp.received.some((m) => /^subject: Test: your lead alerts/im.test(m.raw)),
      5_000,
      'the test mail',
    );
    expect((await owner('POST', '/api/admin/alerts/test', { channel: 'fax' })).statusCode).toBe(400);
  });
});
