/**
 * Every prospect message is checked again when it goes (issue 38 rows 2-4, decision 0308), on both
 * stores, through the real capture, STOP and unsubscribe routes, the real workers, the Twilio-shaped fake
 * and a real SMTP receiver, on a clock the test moves: a follow-up text and e-mail whose first attempt met
 * a provider 500 or an SMTP 451 are dropped after STOP, unsubscribe or a booking, with the reason shown to
 * the owner; a retry that falls in quiet hours waits for the morning; every attempt at one message
 * carries one idempotency key; a message found mid-send after a crash is in doubt, never sent again.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_FOLLOW_UP_SETTINGS, smsConsentOf, type Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { inboundReply } from '../../test/inbound-sms.js';
import { mimeParts, SmtpReceiver, smtpEnv } from '../../test/smtp-receiver.js';
import { NOW, signedIn, testServer, type TestServer } from '../../test/test-server.js';

const SITE = 'https://wash.example.com';
const at = (iso: string) => new Date(iso);
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** A prospect who stops at the quote (with the text box ticked or not). */
const quote = (email: string, phone: string, sms: boolean, visitId = randomUUID()): Capture =>
  aCapture({
    visitId,
    stage: 'quote_details',
    currentStep: 'review',
    fields: { email, phone, name: 'Ana', address: '1 Ocean Blvd', serviceNeeded: 'House Exterior' },
    ...(sms ? { consent: smsConsentOf(true) } : {}),
  });
const booking = (email: string, visitId: string, time: string): Capture =>
  aCapture({
    visitId,
    stage: 'appointment_scheduled',
    currentStep: 'result',
    fields: {
      email,
      appointmentDate: '2026-03-06',
      appointmentTime: time,
      appointmentTimestamp: `2026-03-06T${time === '8:30 AM' ? '08:30' : '13:30'}:00`,
    },
  });

describe.each(DB_KINDS)('messages checked when they go, on %s', (kind) => {
  let fake: FakeTwilio;
  let smtp: SmtpReceiver;
  let s: TestServer;
  let clock = NOW;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
    smtp = await new SmtpReceiver().start();
    const env = { ...smtpEnv(smtp), PUBLIC_URL: SITE, OWNER_ALERTS: '0', ...fake.env() };
    s = await testServer(env, {
      db: await freshDb(kind),
      now: () => clock,
      worker: { now: () => clock },
    });
    const owner = await signedIn(s);
    const settings = { ...DEFAULT_FOLLOW_UP_SETTINGS, delaysMinutes: [1, 60, 1440] };
    expect((await owner('PUT', '/api/admin/follow-ups/settings', settings)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await s?.close();
    await fake?.stop();
    await smtp?.stop();
  });

  const post = async (c: Capture) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
    expect(res.statusCode, res.body).toBe(202);
  };
  const run = async () => {
    await s.app.followUps.runOnce();
    await s.app.sms.runOnce();
    await s.app.mailer!.runOnce();
  };
  const textsTo = (phone: string) => fake.messages.filter((m) => m.to === phone);
  /** The follow-up mails to `email` (a booking's confirmation is not one). */
  const mailsTo = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && /resume#/.test(mimeParts(m.raw)[0]!.body));
  const rowOf = async (table: 'sms_deliveries' | 'mail_deliveries', email: string) =>
    (
      await s.db.query<{ id: string; status: string; drop_reason: string | null; attempts: number }>(
        `select id::text, status, drop_reason, attempts from ${table} where lead_email = $1`,
        [email],
      )
    ).rows;
  const view = async (email: string) =>
    (await (await signedIn(s))('GET', `/api/admin/leads/${encodeURIComponent(email)}/follow-ups`)).json<{
      messages: { status: string; lastError: string | null }[];
    }>().messages;

  it('drops a queued text and e-mail after STOP, unsubscribe and a booking, after a 500 and a 451', async () => {
    clock = NOW;
    const visits = { text: randomUUID(), mail: randomUUID() };
    await post(quote(`stop-${kind}@example.com`, '5615550201', true));
    await post(quote(`unsub-${kind}@example.com`, '5615550202', false));
    await post(quote(`booked-text-${kind}@example.com`, '5615550203', true, visits.text));
    await post(quote(`booked-mail-${kind}@example.com`, '5615550204', false, visits.mail));
    await post(quote(`kept-${kind}@example.com`, '5615550205', true));
    await post(quote(`kept-mail-${kind}@example.com`, '5615550206', false));
    // The first attempt of each meets a provider 500 and an SMTP 451: every row waits for its retry.
    fake.script = () => ({ status: 500 });
    smtp.down = true;
    clock = later(60);
    await run();
    for (const email of ['stop', 'booked-text', 'kept'].map((p) => `${p}-${kind}@example.com`))
      expect(await rowOf('sms_deliveries', email)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    const unsub = `unsub-${kind}@example.com`;
    expect(await rowOf('mail_deliveries', unsub)).toMatchObject([{ status: 'pending', attempts: 1 }]);

    // STOP, the unsubscribe link's click, two bookings: each stops its sequence; the outboxes keep the rows.
    const stop = inboundReply({ site: SITE, token: fake.authToken, from: '+15615550201', body: 'STOP' });
    expect((await s.app.inject({ method: 'POST', url: '/api/sms/inbound', ...stop })).statusCode).toBe(200);
    const link = await s.db.query<{ url: string }>(
      'select list_unsubscribe as url from mail_deliveries where lead_email = $1',
      [unsub],
    );
    const click = await s.app.inject({
      method: 'POST',
      url: new URL(link.rows[0]!.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    await post(booking(`booked-text-${kind}@example.com`, visits.text, '8:30 AM'));
    await post(booking(`booked-mail-${kind}@example.com`, visits.mail, '1:30 PM'));

    fake.script = () => undefined;
    smtp.down = false;
    clock = later(60 + 180);
    await run();
    expect(textsTo('+15615550201')).toEqual([]);
    expect(textsTo('+15615550203')).toEqual([]);
    expect(mailsTo(unsub)).toEqual([]);
    expect(mailsTo(`booked-mail-${kind}@example.com`)).toEqual([]);
    expect(await rowOf('sms_deliveries', `stop-${kind}@example.com`)).toMatchObject([
      { status: 'dropped', drop_reason: 'withdrawn' },
    ]);
    expect(await rowOf('mail_deliveries', unsub)).toMatchObject([
      { status: 'dropped', drop_reason: 'withdrawn' },
    ]);
    expect(await rowOf('sms_deliveries', `booked-text-${kind}@example.com`)).toMatchObject([
      { status: 'dropped', drop_reason: 'booked' },
    ]);
    expect(await rowOf('mail_deliveries', `booked-mail-${kind}@example.com`)).toMatchObject([
      { status: 'dropped', drop_reason: 'booked' },
    ]);
    expect(await view(`stop-${kind}@example.com`)).toMatchObject([
      { status: 'dropped', lastError: expect.stringMatching(/opted out/) as string },
    ]);
    // The ones nothing stopped went on their retry, once, each attempt with the message's one key.
    const [kept] = await rowOf('sms_deliveries', `kept-${kind}@example.com`);
    expect(kept).toMatchObject({ status: 'sent', attempts: 2 });
    expect(textsTo('+15615550205')).toHaveLength(1);
    const keys = fake.requests.filter((r) => r.form.get('To') === '+15615550205').map((r) => r.headers);
    expect(keys.map((h) => h['idempotency-key'])).toEqual([`sms_${kept!.id}`, `sms_${kept!.id}`]);
    const [keptMail] = await rowOf('mail_deliveries', `kept-mail-${kind}@example.com`);
    const [received] = mailsTo(`kept-mail-${kind}@example.com`);
    expect(received?.raw).toContain(`Message-ID: <mail-${keptMail!.id}@wash.example.com>`);
    expect(mimeParts(received!.raw)[0]!.body).toContain('/onboarding/resume#');
    // Never retried: a later run sends nothing more.
    clock = later(86_400);
    await run();
    expect(textsTo('+15615550201')).toEqual([]);
  });

  it('waits for the morning when a retry falls after closing, and sends it once then', async () => {
    // 7:53 pm in New York: the first message is due at 7:54 and meets a 500.
    clock = at('2026-03-03T00:53:00Z');
    await post(quote(`evening-${kind}@example.com`, '5615550207', true));
    fake.script = () => ({ status: 500 });
    clock = at('2026-03-03T00:55:00Z');
    await run();
    fake.script = () => undefined;
    // Its retry comes at 8:02 pm: not sent at night, due again at 8 am, and that wait is no attempt.
    clock = at('2026-03-03T01:02:00Z');
    await run();
    expect(textsTo('+15615550207')).toEqual([]);
    const row = await s.db.query<{ status: string; attempts: number; next: Date | string }>(
      `select status, attempts, next_attempt_at as next from sms_deliveries where recipient = '+15615550207'`,
    );
    expect(row.rows[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(new Date(row.rows[0]!.next).toISOString()).toBe('2026-03-03T13:00:00.000Z');
    clock = at('2026-03-03T12:59:00Z');
    await run();
    expect(textsTo('+15615550207')).toEqual([]);
    clock = at('2026-03-03T13:00:00Z');
    await run();
    expect(textsTo('+15615550207')).toHaveLength(1);
  });

  it('records a message found mid-send after a crash as in doubt, and never sends it again', async () => {
    clock = at('2026-03-04T15:00:00Z');
    await post(quote(`crashed-${kind}@example.com`, '5615550208', true));
    clock = at('2026-03-04T15:01:00Z');
    await s.app.followUps.runOnce();
    // A worker marked it, called the provider and died: the mark stays, the lease runs out.
    await s.db.query(
      `update sms_deliveries set sending_since = $1, attempts = 1, locked_until = $2 where recipient = $3`,
      [clock, at('2026-03-04T15:02:00Z'), '+15615550208'],
    );
    await s.app.sms.runOnce();
    expect(textsTo('+15615550208')).toEqual([]);
    clock = at('2026-03-04T15:03:00Z');
    await s.app.sms.runOnce();
    clock = at('2026-03-04T16:00:00Z');
    await s.app.sms.runOnce();
    expect(textsTo('+15615550208')).toEqual([]);
    expect(await view(`crashed-${kind}@example.com`)).toMatchObject([
      { status: 'in_doubt', lastError: expect.stringMatching(/not sent again/) as string },
    ]);
  });
});
