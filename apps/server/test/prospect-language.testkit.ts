/**
 * What the prospect-language tests share (issue 41): the real server on `kind`'s store with the
 * Twilio-shaped fake and an SMTP receiver, on a clock the test moves, the owner's first follow-up at one
 * minute, and the calls the tests make of it.
 */
import { DEFAULT_FOLLOW_UP_SETTINGS, type Capture } from '@pw/funnel';
import { afterAll, beforeAll, expect } from 'vitest';
import { freshDb, type DbKind } from './databases.js';
import { FakeTwilio } from './fake-twilio.js';
import { inboundReply } from './inbound-sms.js';
import { SmtpReceiver, smtpEnv, type ReceivedMail } from './smtp-receiver.js';
import { signedIn, testServer, type TestServer } from './test-server.js';

export const SITE = 'https://wash.example.com';

/**
 * The server of one describe (started in its `beforeAll`, closed in its `afterAll`), its clock read from
 * `now`. `s` and `fake` are set once the `beforeAll` has run.
 */
export function languageServer(kind: DbKind, now: () => Date) {
  const t = {} as { s: TestServer; fake: FakeTwilio; smtp: SmtpReceiver };
  beforeAll(async () => {
    t.fake = await new FakeTwilio().start();
    t.smtp = await new SmtpReceiver().start();
    t.s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        ...smtpEnv(t.smtp),
        PUBLIC_URL: SITE,
        OWNER_ALERTS: '0',
        ...t.fake.env(),
      },
      { db: await freshDb(kind), now, worker: { now } },
    );
    const owner = await signedIn(t.s);
    const saved = await owner('PUT', '/api/admin/follow-ups/settings', {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      delaysMinutes: [1, 60, 1440],
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.s?.close();
    await t.fake?.stop();
    await t.smtp?.stop();
  });

  return {
    get s() {
      return t.s;
    },
    get fake() {
      return t.fake;
    },
    post: async (c: Capture) => {
      const res = await t.s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
      expect(res.statusCode, res.body).toBe(202);
      return res;
    },
    send: async () => {
      await t.s.app.followUps.runOnce();
      await t.s.app.sms.runOnce();
      await t.s.app.mailer!.runOnce();
    },
    mailsTo: (email: string): ReceivedMail[] => t.smtp.received.filter((m) => m.to.includes(email)),
    reply: (from: string, body: string) =>
      t.s.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        ...inboundReply({ site: SITE, token: t.fake.authToken, from, body }),
      }),
    answerOf: (twiml: string) => /<Message>([\s\S]*)<\/Message>/.exec(twiml)?.[1] ?? '',
  };
}
