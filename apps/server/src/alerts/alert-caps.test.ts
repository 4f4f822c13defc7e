/**
 * The owner's alerts bounded per channel (issue 38 row 8, decision 0311), on PGlite and PostgreSQL,
 * through the real workers to the fakes on 127.0.0.1 (SMTP, Twilio-shaped, push service): 75 new leads at
 * once give the owner the cap less one of each channel alone, then one summary per channel that names
 * the rest, and every alert records how each channel told of it. The workers run on a clock the test
 * moves, and every wait is for a condition: nothing depends on the host's speed. PGlite runs in its worker
 * thread, as `npm start` opens it: in process, 300 alerts' SQL held the event loop long enough for the
 * fakes' answers to miss the senders' 10 s timeouts on a busy host.
 */
import { ALERT_CAPS, ALERT_SUMMARY_GATHER_MS, type AlertChannel } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshPgliteWorker, freshPostgres } from '../../test/databases.js';
import { aSubscriber, FakePushService, type Subscriber } from '../../test/fake-push-service.js';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { SmtpReceiver, smtpEnv } from '../../test/smtp-receiver.js';
import { NOW, signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/webhook-receiver.js';

const OWNER = 'owner@wash.example.com';
const LEADS = 75; // three batches of 25, nearly four times the largest cap: a flood on every channel
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(DB_KINDS)('a flood of leads on %s', (kind) => {
  let twilio: FakeTwilio;
  let smtp: SmtpReceiver;
  let push: FakePushService;
  let phone: Subscriber;
  let s: TestServer;
  let clock = NOW;
  beforeAll(async () => {
    [twilio, smtp, push] = await Promise.all([
      new FakeTwilio().start(),
      new SmtpReceiver().start(),
      new FakePushService().start(),
    ]);
    s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        ...smtpEnv(smtp),
        ...twilio.env(),
        OWNER_EMAIL: OWNER,
        PUBLIC_URL: 'https://wash.example.com',
      },
      {
        db: kind === 'pglite' ? await freshPgliteWorker() : await freshPostgres(),
        startWorker: true,
        worker: { pollMs: 20, now: () => clock },
      },
    );
    const owner = await signedIn(s);
    expect(
      (await owner('PUT', '/api/admin/alerts', { sms: true, ownerPhone: '+15615550142' })).statusCode,
    ).toBe(200);
    phone = aSubscriber(push);
    expect((await owner('POST', '/api/admin/push-subscriptions', phone.subscription)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await s?.close();
    await Promise.all([twilio?.stop(), smtp?.stop(), push?.stop()]);
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await s.db.query<{ n: number }>(sql, params)).rows[0]!.n;
  /** What reached the owner on each channel. */
  const received = () => ({
    sms: twilio.messages.map((m) => m.body),
    email: smtp.received
      .filter((m) => m.to.includes(OWNER))
      .map((m) => /^Subject: (.*)\r$/m.exec(m.raw)?.[1]),
    push: push
      .takenBy(phone.subscription.endpoint)
      .map((p) => (JSON.parse(phone.decrypt(p.body)) as { title: string }).title),
  });
  /** Every queued message of the channels sent (so the fakes hold all there will be). */
  const drained = async () =>
    (await count("select count(*)::int as n from sms_deliveries where status <> 'sent'")) +
      (await count("select count(*)::int as n from mail_deliveries where status <> 'sent'")) +
      (await count("select count(*)::int as n from push_deliveries where status <> 'sent'")) ===
    0;
  /** The outboxes' rows by status and error, to say why they did not drain. */
  const outboxes = async () =>
    (
      await s.db.query(
        `select 'sms' as t, status, last_error, count(*)::int as n from sms_deliveries group by 1, 2, 3
         union all select 'mail', status, last_error, count(*)::int from mail_deliveries group by 1, 2, 3
         union all select 'push', status, last_error, count(*)::int from push_deliveries group by 1, 2, 3`,
      )
    ).rows;
  const ways = async (channel: AlertChannel) =>
    (
      await s.db.query<{ way: string; n: number }>(
        'select way, count(*)::int as n from owner_alert_sends where channel = $1 group by way order by way',
        [channel],
      )
    ).rows;

  it(
    'sends each channel its cap less one alone, holds the rest, then one summary names them',
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < LEADS; i += 25) {
        const batch = Array.from({ length: 25 }, (_, j) =>
          s.app.inject({
            method: 'POST',
            url: '/api/captures',
            payload: aCapture({
              stage: 'contact_completed',
              fields: { email: `lead${i + j}@example.com`, name: `Lead ${i + j}`, phone: '(561) 555-0123' },
            }),
          }),
        );
        for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(202);
      }
      clock = later(46_000); // every alert due (45 s at the latest)
      await waitFor(
        async () =>
          (await count("select count(*)::int as n from owner_alerts where status = 'sent'")) === LEADS,
        90_000,
        'every alert handled',
      );
      await waitFor(drained, 30_000, 'the outboxes drained').catch(async (err: unknown) => {
        throw new Error(`${String(err)}: ${JSON.stringify(await outboxes())}`);
      });
      const alone = { sms: ALERT_CAPS.sms - 1, email: ALERT_CAPS.email - 1, push: ALERT_CAPS.push - 1 };
      expect(Object.values(received()).map((r) => r.length)).toEqual([alone.sms, alone.email, alone.push]);
      for (const channel of ['sms', 'email', 'push'] as const) {
        expect(await ways(channel)).toEqual([
          { way: 'alone', n: alone[channel] },
          { way: 'held', n: LEADS - alone[channel] },
        ]);
      }

      // The summaries go once the first held alert has waited the gathering time.
      clock = later(46_000 + ALERT_SUMMARY_GATHER_MS);
      await waitFor(
        async () => (await count('select count(*)::int as n from owner_alert_summaries')) === 3,
        30_000,
        'the summaries',
      );
      await waitFor(drained, 30_000, 'the summaries sent');
      const got = received();
      expect(got.sms).toHaveLength(ALERT_CAPS.sms);
      expect(got.sms.at(-1)).toBe(
        `And ${LEADS - alone.sms} more leads: see the inbox https://wash.example.com/admin/leads`,
      );
      expect(got.email).toHaveLength(ALERT_CAPS.email);
      expect(got.email.at(-1)).toBe(`And ${LEADS - alone.email} more leads: see the inbox`);
      expect(got.push).toHaveLength(ALERT_CAPS.push);
      expect(got.push.at(-1)).toBe(`And ${LEADS - alone.push} more leads`);

      // Nothing lost: every lead in the inbox, every alert told alone or in its channel's one summary.
      expect(await count('select count(*)::int as n from onboarding_submissions')).toBe(LEADS);
      for (const channel of ['sms', 'email', 'push'] as const) {
        expect(await ways(channel)).toEqual([
          { way: 'alone', n: alone[channel] },
          { way: 'summarised', n: LEADS - alone[channel] },
        ]);
        expect(
          await count(
            `select count(*)::int as n from owner_alert_sends a join owner_alert_summaries m on m.id = a.summary_id
           where a.channel = $1 and m.channel = $1 and m.leads = $2`,
            [channel, LEADS - alone[channel]],
          ),
        ).toBe(LEADS - alone[channel]);
      }

      // The hour is full: a lead now is held for the next summary, not sent.
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/captures',
        payload: aCapture({
          stage: 'contact_completed',
          fields: { email: 'late@example.com', name: 'Late' },
        }),
      });
      expect(res.statusCode).toBe(202);
      clock = later(46_000 + ALERT_SUMMARY_GATHER_MS + 46_000);
      await waitFor(
        async () =>
          (await count("select count(*)::int as n from owner_alerts where status = 'sent'")) === LEADS + 1,
        30_000,
        'the late alert',
      );
      expect(await count("select count(*)::int as n from owner_alert_sends where way = 'held'")).toBe(3);
      expect(received().sms).toHaveLength(ALERT_CAPS.sms);
    },
  );
});
