/**
 * The real server for tests of what it sends prospects by itself (follow-ups, prospect languages): the
 * Twilio-shaped fake and an SMTP receiver, a clock the test moves, the owner signed in with the first
 * follow-up at one minute. Started in the calling describe's `beforeAll`, closed in its `afterAll`;
 * `s`, `fake` and `smtp` are set once the `beforeAll` has run.
 */
import { DEFAULT_FOLLOW_UP_SETTINGS } from '@pw/funnel';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SqlDb } from '../src/store/sql-db.js';
import { FakeTwilio } from './fake-twilio.js';
import { SmtpReceiver, smtpEnv } from './smtp-receiver.js';
import { signedIn, testServer, type TestServer } from './test-server.js';

export const SITE = 'https://wash.example.com';

export interface FollowUpTestServer {
  readonly s: TestServer;
  readonly fake: FakeTwilio;
  readonly smtp: SmtpReceiver;
  /** Fires the due sequences, then sends what they queued. */
  sendDue(): Promise<void>;
}

export function followUpTestServer(now: () => Date, db?: () => Promise<SqlDb>): FollowUpTestServer {
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
      { ...(db ? { db: await db() } : {}), now, worker: { now } },
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
    get smtp() {
      return t.smtp;
    },
    sendDue: async () => {
      await t.s.app.followUps.runOnce();
      await t.s.app.sms.runOnce();
      await t.s.app.mailer!.runOnce();
    },
  };
}
