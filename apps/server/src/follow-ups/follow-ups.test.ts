/**
 * The follow-up sequence on the server (issue 20, decisions 0240-0243), through the real capture route,
 * the real workers, the real Twilio adapter to the Twilio-shaped fake and the real SMTP sender to a local
 * receiver, on a clock the test moves: the first message at the owner's set time (a text with consent,
 * else an e-mail with its unsubscribe), a booking, the owner's mark and an unsubscribe stop it, a STOP
 * through the signed webhook stops every sequence of the number (a bad signature is refused), a restart
 * mid-sequence and two processes on one PostgreSQL send nothing twice.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  defaultConfig,
  followUpOn,
  followUpTimingOf,
  smsConsentOf,
  type Capture,
} from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { freshPostgresUrl } from '../../test/databases.js';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { twilioSignature } from '../../test/inbound-sms.js';
import { quietLog } from '../../test/quiet-log.js';
import { mimeParts, SmtpReceiver, smtpEnv } from '../../test/smtp-receiver.js';
import { NOW, signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/webhook-receiver.js';
import { recordCapture } from '../leads/capture.service.js';
import { claimOutbox } from '../outbox/outbox-claim.js';
import { runningFollowUps, saveFollowUps } from './follow-ups.repo.js';
import { migrate } from '../store/migrate.js';
import { openPostgres } from '../store/postgres.db.js';
import type { SqlDb } from '../store/sql-db.js';
import { FollowUpWorker } from './follow-up.worker.js';
import { followUpLeads } from '../leads/lead-ports.js';

const SITE = 'https://wash.example.com';
const timing = followUpTimingOf(defaultConfig);
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** A prospect who stops at the quote: name, e-mail, phone and the text box as given. */
function quote(email: string, phone: string, smsConsent: boolean, visitId = randomUUID()): Capture {
  return aCapture({
    visitId,
    stage: 'quote_details',
    currentStep: 'review',
    fields: {
      email,
      phone,
      name: 'Ana https://evil.example',
      address: '1 Ocean Blvd',
      propertyType: 'Residential',
      serviceNeeded: 'House Exterior',
    },
    ...(smsConsent ? { consent: smsConsentOf(true) } : {}),
  });
}

/** A second worker on `db`, as another process (or the same one restarted) would run it. */
const aWorker = (db: SqlDb, o: { smsReady: boolean; now: () => Date; pollMs?: number; mail?: boolean }) =>
  new FollowUpWorker({
    db,
    config: defaultConfig,
    leads: followUpLeads,
    publicUrl: SITE,
    secret: () => Promise.resolve('x'.repeat(32)),
    log: quietLog(),
    ...o,
    mail: o.mail ?? true,
    smsReady: () => Promise.resolve(o.smsReady),
  });

describe('the follow-up sequence', () => {
  let fake: FakeTwilio;
  let smtp: SmtpReceiver;
  let s: TestServer;
  let clock = NOW;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
    smtp = await new SmtpReceiver().start();
    s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        ...smtpEnv(smtp),
        PUBLIC_URL: SITE,
        OWNER_ALERTS: '0',
        ...fake.env(),
      },
      { now: () => clock, worker: { now: () => clock } },
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
  const sequence = async (email: string) =>
    (
      await s.db.query<{ state: string; sent: number; stop_reason: string | null }>(
        'select state, sent, stop_reason from follow_ups where email = $1',
        [email],
      )
    ).rows[0];
  const followUpRows = async (email: string) =>
    (
      await s.db.query<{ n: number }>(
        `select (select count(*) from sms_deliveries d where d.follow_up_id = f.id)::int
              + (select count(*) from mail_deliveries d where d.follow_up_id = f.id)::int as n
           from follow_ups f where f.email = $1`,
        [email],
      )
    ).rows[0]?.n ?? 0;

  it("refuses bad settings with sentences and previews the owner's templates", async () => {
    const owner = await signedIn(s);
    const bad = await owner('PUT', '/api/admin/follow-ups/settings', {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      delaysMinutes: [0, 60, 30],
      emailBody: 'Hi {first_name}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/at least 1 minute/);
    expect(bad.json<{ message: string }>().message).toMatch(/\{first_name\}, which is not a placeholder/);
    const kept = await owner('GET', '/api/admin/follow-ups/settings');
    expect(kept.json()).toMatchObject({ delaysMinutes: [1, 60, 1440] });
    const preview = await owner('POST', '/api/admin/follow-ups/preview', {
      smsText: 'Hi {name}: {services} for {price}. {link}',
      emailSubject: DEFAULT_FOLLOW_UP_SETTINGS.emailSubject,
      emailBody: DEFAULT_FOLLOW_UP_SETTINGS.emailBody,
    });
    expect(preview.json<{ sms: string }>().sms).toBe(
      `Hi Jordan: House Washing, Driveway Cleaning for $425. ${SITE}/onboarding/resume#example`,
    );
  });

  it("sends the first message at the owner's set time: a text with consent, else an e-mail with its unsubscribe", async () => {
    clock = NOW;
    expect((await post(quote('texted@example.com', '5615550101', true))).statusCode).toBe(202);
    expect((await post(quote('mailed@example.com', '5615550102', false))).statusCode).toBe(202);
    clock = later(59);
    await run();
    expect(textsTo('+15615550101')).toHaveLength(0);
    expect(mailsTo('mailed@example.com')).toHaveLength(0);
    clock = later(60);
    await run();
    const [text] = textsTo('+15615550101');
    expect(text?.body).toMatch(
      new RegExp(
        `^Hi Ana, your House Exterior quote \\(\\$\\d[\\d,]*\\) is saved\\. Pick up where you left off: ${SITE}/onboarding/resume#\\S+ Reply STOP to opt out\\.$`,
      ),
    );
    expect(text?.body).not.toContain('evil');
    expect(mailsTo('texted@example.com')).toHaveLength(0);
    const [mail] = mailsTo('mailed@example.com');
    expect(textsTo('+15615550102')).toHaveLength(0);
    const unsubscribe = /List-Unsubscribe:\s*<(https:\/\/wash\.example\.com\/unsubscribe\/[^>]+)>/.exec(
      mail!.raw,
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mimeParts(mail!.raw)[0]!.body).toContain(unsubscribe);
    // Seen by the owner with its delivery.
    const owner = await signedIn(s);
    const view = await owner('GET', '/api/admin/leads/mailed%40example.com/follow-ups');
    expect(view.json()).toMatchObject({
      sequence: { state: 'following', sent: 1, stopReason: null, nextAt: '2026-03-03T13:00:00.000Z' },
      messages: [{ channel: 'email', step: 1, to: 'mailed@example.com', status: 'sent' }],
    });
    // The unsubscribe link's one click stops the sequence for good.
    const click = await s.app.inject({
      method: 'POST',
      url: new URL(unsubscribe!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(await sequence('mailed@example.com')).toEqual({
      state: 'stopped',
      sent: 1,
      stop_reason: 'withdrawn',
    });
    clock = later(2 * 86_400);
    await run();
    expect(mailsTo('mailed@example.com')).toHaveLength(1);
    expect(textsTo('+15615550101')).toHaveLength(2);
  });

  it('stops for good when the prospect books mid-sequence or the owner marks the lead', async () => {
    clock = NOW;
    const visit = randomUUID();
    await post(quote('books@example.com', '5615550103', false, visit));
    await post(quote('marked@example.com', '5615550113', false));
    clock = later(60);
    await run();
    expect(mailsTo('books@example.com')).toHaveLength(1);
    const booking = aCapture({
      visitId: visit,
      stage: 'appointment_scheduled',
      currentStep: 'result',
      fields: {
        email: 'books@example.com',
        appointmentDate: '2026-03-06',
        appointmentTime: '8:30 AM',
        appointmentTimestamp: '2026-03-06T08:30:00',
      },
    });
    expect((await post(booking)).statusCode).toBe(202);
    expect(await sequence('books@example.com')).toMatchObject({ state: 'stopped', stop_reason: 'booked' });
    const owner = await signedIn(s);
    const mark = await owner('POST', '/api/admin/leads/marked%40example.com/marks', { mark: 'lost' });
    expect(mark.statusCode).toBe(200);
    expect(await sequence('marked@example.com')).toMatchObject({ state: 'stopped', stop_reason: 'owner' });
    clock = later(5 * 86_400);
    await run();
    expect(await followUpRows('books@example.com')).toBe(1);
    expect(await followUpRows('marked@example.com')).toBe(1);
  });

  it('honours STOP through the signed webhook on every lead of the number, and refuses a bad signature', async () => {
    clock = NOW;
    await post(quote('stop-a@example.com', '5615550104', true));
    await post(quote('stop-b@example.com', '(561) 555-0104', true));
    clock = later(60);
    await run();
    // One text a day to one number: the second lead's waits for tomorrow.
    expect(textsTo('+15615550104')).toHaveLength(1);
    expect(await sequence('stop-b@example.com')).toMatchObject({ state: 'waiting', sent: 0 });
    const url = `${SITE}/api/sms/inbound`;
    const form = {
      From: '+15615550104',
      To: '+15615550100',
      Body: ' Stop ',
      MessageSid: `SM${randomUUID()}`,
    };
    const inbound = (f: Record<string, string>, signature: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(f).toString(),
      });
    const ledger = () => s.count('consent_ledger');
    const before = await ledger();
    const forged = await inbound(form, twilioSignature('not-the-token', url, form));
    expect(forged.statusCode).toBe(403);
    const altered = await inbound(
      { ...form, From: '+15615550199' },
      twilioSignature(fake.authToken, url, form),
    );
    expect(altered.statusCode).toBe(403);
    expect(await ledger()).toBe(before);
    const stop = await inbound(form, twilioSignature(fake.authToken, url, form));
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toContain('<Response/>');
    expect(await ledger()).toBe(before + 1);
    for (const email of ['stop-a@example.com', 'stop-b@example.com'])
      expect(await sequence(email)).toMatchObject({ state: 'stopped', stop_reason: 'withdrawn' });
    // A number no lead has: its STOP is on record all the same.
    const stranger = { ...form, From: '+15615550177', Body: 'cancelar', MessageSid: `SM${randomUUID()}` };
    expect((await inbound(stranger, twilioSignature(fake.authToken, url, stranger))).statusCode).toBe(200);
    const rows = await s.db.query<{ address: string; how: string }>(
      `select address, how from consent_ledger where action = 'withdrawn' and how = 'stop_reply' order by id`,
    );
    expect(rows.rows).toEqual([
      { address: '+15615550104', how: 'stop_reply' },
      { address: '+15615550177', how: 'stop_reply' },
    ]);
    // A later lead with the withdrawn number, without a new tick of the box: an e-mail, never a text.
    clock = later(120);
    await post(quote('stop-c@example.com', '5615550104', false));
    clock = later(180);
    // A server without SMTP: the e-mail is allowed but cannot go, which is no withdrawal: it waits an hour.
    await aWorker(s.db, { smsReady: true, mail: false, now: () => clock }).runOnce();
    expect(await sequence('stop-c@example.com')).toMatchObject({ state: 'waiting', sent: 0 });
    clock = later(180 + 3600);
    await run();
    expect(textsTo('+15615550104')).toHaveLength(1);
    expect(mailsTo('stop-c@example.com')).toHaveLength(1);
  });

  it('sends nothing twice after a restart mid-sequence', async () => {
    clock = NOW;
    await post(quote('restart@example.com', '5615550105', true));
    clock = later(60);
    // A process claimed every due sequence and died: their lease holds them for a minute.
    const held = await claimOutbox<{ id: string }>(
      s.db,
      { table: 'follow_ups', columns: ['id'] },
      { now: clock, leaseUntil: later(120), limit: 100 },
    );
    expect(held.length).toBeGreaterThan(0);
    await run();
    expect(textsTo('+15615550105')).toHaveLength(0);
    clock = later(121);
    const restarted = aWorker(s.db, { smsReady: true, now: () => clock });
    // Two polls at once, and again: one message.
    await Promise.all([restarted.runOnce(), restarted.runOnce(), s.app.followUps.runOnce()]);
    await restarted.runOnce();
    await s.app.sms.runOnce();
    expect(textsTo('+15615550105')).toHaveLength(1);
    expect(await followUpRows('restart@example.com')).toBe(1);
    expect(await sequence('restart@example.com')).toMatchObject({ state: 'following', sent: 1 });
    // A capture that read the row before that message (sent 0) and commits after it: its restart of the
    // wait is dropped (no second first message), while a stop it makes still applies.
    const [row] = await runningFollowUps(s.db, { email: 'restart@example.com' });
    const stale = { ...row!, state: 'waiting' as const, sent: 0, lastSentAt: null };
    const capturedAt = later(200);
    const restart = followUpOn(stale, { type: 'lead.captured', at: capturedAt, reachable: true }, timing);
    await saveFollowUps(s.db, [{ ...row!, seenSent: 0, move: restart, now: capturedAt }]);
    expect(await sequence('restart@example.com')).toMatchObject({ state: 'following', sent: 1 });
    const booked = followUpOn(stale, { type: 'lead.booked', at: capturedAt }, timing);
    await saveFollowUps(s.db, [{ ...row!, seenSent: 0, move: booked, now: capturedAt }]);
    expect(await sequence('restart@example.com')).toEqual({
      state: 'stopped',
      sent: 1,
      stop_reason: 'booked',
    });
  });
});

describe('two processes on one PostgreSQL', () => {
  it('send each follow-up once', async () => {
    const url = await freshPostgresUrl();
    const [a, b] = [openPostgres(url), openPostgres(url)];
    try {
      await migrate(a);
      const leads = Array.from({ length: 20 }, (_, i) => `pair-${i}@example.com`);
      for (const email of leads)
        await recordCapture(a, quote(email, '5615550106', false), { now: NOW, config: defaultConfig });
      const worker = (db: SqlDb) => aWorker(db, { smsReady: false, now: () => later(16 * 60), pollMs: 10 });
      const workers = [worker(a), worker(b)];
      for (const w of workers) w.start();
      const mails = async () =>
        (
          await a.query<{ n: number; seqs: number }>(
            `select count(*)::int as n, count(distinct follow_up_id)::int as seqs from mail_deliveries`,
          )
        ).rows[0]!;
      await waitFor(async () => (await mails()).n >= 20, 20_000, 'every first follow-up');
      await new Promise((r) => setTimeout(r, 200));
      await Promise.all(workers.map((w) => w.stop()));
      expect(await mails()).toEqual({ n: 20, seqs: 20 });
      const seqs = await a.query<{ sent: number; n: number }>(
        'select sent, count(*)::int as n from follow_ups group by sent',
      );
      expect(seqs.rows).toEqual([{ sent: 1, n: 20 }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
