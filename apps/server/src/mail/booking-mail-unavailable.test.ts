/**
 * When booking e-mails cannot go (issue 9, decision 0134): a mail server that never comes back gives the
 * mail up after the last attempt, and without SMTP nothing is queued; either way the booking stands and
 * the admin says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { SmtpReceiver } from '../../test/smtp-receiver.js';
import { signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { until, withoutFollowUps } from './booking-mail.testkit.js';

describe('a mail server that never comes back', () => {
  it('gives the mail up after the last attempt, and the booking stands', async () => {
    const smtp = await new SmtpReceiver().start();
    smtp.down = true;
    const s = await testServer(
      { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'bookings@wash.example.com' },
      {
        startWorker: true,
        worker: { pollMs: 50, retryDelay: () => 50, maxAttempts: 3, now: () => new Date() },
      },
    );
    await withoutFollowUps(s);
    try {
      for (const c of aWizardVisit('dee@example.com')) {
        expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(
          202,
        );
      }
      const row = async () =>
        (
          await s.db.query<{ status: string; attempts: number }>(
            'select status, attempts from mail_deliveries',
          )
        ).rows[0];
      await until('the mail given up', async () => (await row())?.status === 'dead');
      expect(await row()).toEqual({ status: 'dead', attempts: 3 });
      expect(await s.count('appointments')).toBe(1);
      expect(smtp.received).toHaveLength(0);
      // The owner's banner on every admin page says so (decision 0203).
      const admin = await signedIn(s);
      expect((await admin('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({
        mail: { failing: 0, dead: 1 },
      });
    } finally {
      await s.close();
      await smtp.stop();
    }
  });
});

describe('without SMTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({}, { startWorker: true });
  });
  afterAll(() => s.close());

  it('queues no e-mail, still books, and the admin says e-mail is off', async () => {
    const visit = aWizardVisit('cy@example.com');
    for (const c of visit) {
      expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(202);
    }
    expect(await s.count('appointments')).toBe(1);
    expect(await s.count('mail_deliveries')).toBe(0);
    expect(s.app.mailer).toBeUndefined();
    const admin = await signedIn(s);
    expect((await admin('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({ mail: null });
    expect((await admin('GET', '/api/admin/availability')).json()).toMatchObject({ emailEnabled: false });
  });
});
