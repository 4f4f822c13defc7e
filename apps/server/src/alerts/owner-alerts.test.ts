/**
 * The owner's lead alerts (issue 19, decision 0210), on PGlite and PostgreSQL, through the real workers to
 * a real SMTP server on 127.0.0.1: raised by the capture's own write, coalesced per lead, sent once the lead
 * has been quiet (or at the latest moment), once, with who, what, the price, a number to call and the
 * lead's page. The workers run on a clock the test moves.
 */
import { randomUUID } from 'node:crypto';
import { defaultConfig, type Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { mimeParts, SmtpReceiver, smtpEnv } from '../../test/smtp-receiver.js';
import { waitFor } from '../../test/webhook-receiver.js';
import { NOW, signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { recordCapture } from '../leads/capture.service.js';

const OWNER = 'owner@wash.example.com';
const MAIL = { publicUrl: 'https://wash.example.com', ownerEmail: OWNER, ownerAlerts: true };
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe.each(DB_KINDS)("the owner's lead alerts on %s", (kind) => {
  let smtp: SmtpReceiver;
  let s: TestServer;
  /** The workers' clock; the captures' is the test server's NOW. */
  let clock = NOW;
  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        ...smtpEnv(smtp),
        OWNER_EMAIL: OWNER,
        PUBLIC_URL: 'https://wash.example.com',
      },
      { db: await freshDb(kind), startWorker: true, worker: { pollMs: 20, now: () => clock } },
    );
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.stop();
  });

  const post = (c: Capture) => s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
  const toOwner = () => smtp.received.filter((m) => m.to.includes(OWNER));
  /** The e-mails queued by `email`'s alerts (an alert queues its channels' messages, then is recorded). */
  const mailsOfAlert = async (email: string) =>
    (
      await s.db.query(
        'select 1 from mail_deliveries m join owner_alerts a on a.id = m.capture_id where a.email = $1',
        [email],
      )
    ).rows.length;
  /** One batch of the alerts' worker run now, with the worker's polling paused around it. */
  const aBatchNow = async () => {
    await s.app.alerts!.stop();
    try {
      return await s.app.alerts!.runOnce();
    } finally {
      s.app.alerts!.start();
    }
  };
  const alertsOf = async (email: string) =>
    (
      await s.db.query<{ reason: string; status: string }>(
        'select reason, status from owner_alerts where email = $1 order by seq',
        [email],
      )
    ).rows;

  it('e-mails one alert for a prospect who left a number and asked for a price, once the lead is quiet', async () => {
    const visit = aWizardVisit('ana@example.com').slice(0, 7); // up to the quote, no booking
    for (const c of visit) expect((await post(c)).statusCode).toBe(202);
    expect(await alertsOf('ana@example.com')).toEqual([{ reason: 'quote', status: 'pending' }]);
    clock = later(10);
    // A batch run now, on the new clock, finds nothing due: the lead is not quiet yet.
    expect(await aBatchNow()).toBe(0);
    expect(await alertsOf('ana@example.com')).toEqual([{ reason: 'quote', status: 'pending' }]);
    expect(toOwner()).toHaveLength(0);
    clock = later(21);
    await waitFor(() => toOwner().length === 1, 15_000, 'the alert');
    const { headers, body } = mimeParts(toOwner()[0]!.raw)[0]!;
    expect(headers).toMatch(/^subject: Quote requested: Ana, \$900\r?$/im);
    expect(body).toContain('Ana wants House Exterior, Roof Cleaning (Residential).');
    // The stored quote's crew minutes (issue 42): the standard book's house and roof.
    expect(body).toContain('Job length: 6 h of crew time.');
    expect(body).toContain('Call: (561) 555-0123 tel:+15615550123');
    expect(body).toContain('Lead: https://wash.example.com/admin/leads/ana%40example.com');
    expect(await alertsOf('ana@example.com')).toEqual([{ reason: 'quote', status: 'sent' }]);
    expect(await mailsOfAlert('ana@example.com')).toBe(1);
  });

  it('gathers captures that arrive while an alert waits, up to 45 s after the first', async () => {
    const email = 'cole@example.com';
    const visitId = randomUUID();
    const step = (stage: Capture['stage'], fields: Capture['fields'], at: number) =>
      recordCapture(s.db, aCapture({ visitId, stage, fields: { email, ...fields } }), {
        now: later(at),
        config: defaultConfig,
        mail: MAIL,
        ownerAlerts: true,
      });
    await step('contact_completed', { phone: '5615550199' }, 100);
    await step('address_completed', { address: '2 Palm Way' }, 110);
    await step('quote_details', { serviceNeeded: 'Driveway Cleaning', propertyType: 'Residential' }, 140);
    const rows = await s.db.query<{ reason: string; due: Date }>(
      'select reason, next_attempt_at as due from owner_alerts where email = $1',
      [email],
    );
    expect(rows.rows.map((r) => ({ ...r, due: new Date(r.due) }))).toEqual([
      { reason: 'quote', due: later(145) },
    ]);
  });

  it('sends an alert once, even when its worker stopped after handing it on and before recording it', async () => {
    const [ana] = (
      await s.db.query<{ id: string }>("select id from owner_alerts where email = 'ana@example.com'")
    ).rows;
    await s.db.query("update owner_alerts set status = 'pending', next_attempt_at = $2 where id = $1", [
      ana!.id,
      NOW,
    ]);
    await waitFor(
      async () => (await alertsOf('ana@example.com'))[0]!.status === 'sent',
      15_000,
      'the alert again',
    );
    const mails = await s.db.query('select 1 from mail_deliveries where capture_id = $1', [ana!.id]);
    expect(mails.rows).toHaveLength(1);
    expect(toOwner()).toHaveLength(1);
  });

  it('leaves a booking to its own notice: the owner gets one e-mail for it, not two', async () => {
    const before = toOwner().length;
    clock = NOW; // the workers' clock as the captures', as in production
    // A worker's tick (every 20 ms) that read the previous test's later clock could still be claiming:
    // it would find the contact step's alert due before the booking arrives. Let it end first.
    await s.app.alerts!.stop();
    s.app.alerts!.start();
    for (const c of aWizardVisit('dee@example.com', undefined, '2026-03-11', '1:30 PM'))
      expect((await post(c)).statusCode).toBe(202);
    clock = later(60);
    await waitFor(() => toOwner().length === before + 1, 15_000, 'the booking notice');
    await waitFor(
      async () => (await alertsOf('dee@example.com'))[0]?.status === 'sent',
      15_000,
      'the alert handled',
    );
    // An alert queues its e-mail before it is recorded as sent: this one queued none.
    expect(await mailsOfAlert('dee@example.com')).toBe(0);
    expect(toOwner()).toHaveLength(before + 1);
    expect(toOwner().at(-1)!.raw).toMatch(/^subject: New booking: Ana, /im);
  });

  it('the owner turns e-mail alerts off in Settings, and a new lead then sends nothing', async () => {
    const owner = await signedIn(s);
    expect((await owner('GET', '/api/admin/alerts')).json()).toMatchObject({
      email: { available: true, to: OWNER, on: true },
    });
    expect((await owner('PUT', '/api/admin/alerts', { email: 'yes' })).statusCode).toBe(400);
    const off = await owner('PUT', '/api/admin/alerts', { email: false });
    expect(off.json()).toMatchObject({ email: { available: true, to: OWNER, on: false } });
    const before = toOwner().length;
    clock = NOW;
    const quiet = aCapture({ stage: 'contact_completed', fields: { email: 'eve@example.com', name: 'Eve' } });
    expect((await post(quiet)).statusCode).toBe(202);
    clock = later(30);
    await waitFor(
      async () => (await alertsOf('eve@example.com'))[0]?.status === 'sent',
      15_000,
      'the alert handled',
    );
    expect(await mailsOfAlert('eve@example.com')).toBe(0);
    expect(toOwner()).toHaveLength(before);
    await owner('PUT', '/api/admin/alerts', { email: true });
  });
});
