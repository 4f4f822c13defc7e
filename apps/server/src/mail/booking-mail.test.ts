/**
 * Booking e-mails (issue 9, decision 0134) arrive at a real SMTP server on 127.0.0.1: the prospect's
 * confirmation with the .ics and the manage link, the owner's notice, once per capture, retried while the
 * mail server is away. A mail server that never comes back, and none at all, are in
 * booking-mail-unavailable.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCommercialVisit, aWizardVisit, commercialFirst } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { mimeParts, SmtpReceiver, smtpEnv } from '../../test/smtp-receiver.js';
import { signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { until, withoutFollowUps } from './booking-mail.testkit.js';

describe.each(DB_KINDS)('booking e-mails on %s', (kind) => {
  let smtp: SmtpReceiver;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        ...smtpEnv(smtp),
        OWNER_EMAIL: 'owner@wash.example.com',
        // Booking e-mails only: the owner's lead alerts have their own test (alerts/owner-alerts.test.ts).
        OWNER_ALERTS: '0',
        PUBLIC_URL: 'https://wash.example.com',
      },
      {
        db: await freshDb(kind),
        startWorker: true,
        // The real clock for the workers, so a retry 100 ms later comes due.
        worker: { pollMs: 50, retryDelay: () => 100, now: () => new Date() },
      },
    );
    await withoutFollowUps(s);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.stop();
  });

  const post = (body: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload: body });
  const book = async (email: string, day?: string, time?: string) => {
    const visit = aWizardVisit(email, undefined, day, time);
    for (const c of visit.slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    const res = await post(visit[7]!);
    expect(res.statusCode, res.body).toBe(202);
    return { booking: visit[7]!, token: res.json<{ manageToken: string }>().manageToken };
  };
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  it('sends the prospect one confirmation with the .ics and the manage link, and the owner a notice', async () => {
    const { booking, token } = await book('ana@example.com');
    expect(token).toMatch(/\S{20,}/);
    await until(
      'both mails',
      () => mailsTo('ana@example.com').length + mailsTo('owner@wash.example.com').length >= 2,
    );
    const [mail] = mailsTo('ana@example.com');
    const parts = mimeParts(mail!.raw);
    const text = parts.find((p) => p.headers.includes('text/plain'))!.body;
    expect(text).toContain(`https://wash.example.com/manage-booking#${token}`);
    expect(text).toContain('Friday, March 6, 2026 at 8:30 AM');
    const ics = parts.find((p) => p.headers.includes('text/calendar'));
    expect(ics?.headers).toContain('appointment.ics');
    // 8:30 AM in New York on 6 March 2026 is 13:30 UTC.
    expect(ics?.body).toContain('DTSTART:20260306T133000Z');
    expect(ics?.body).toContain('LOCATION:1 Ocean Blvd');
    const [owner] = mailsTo('owner@wash.example.com');
    expect(owner!.raw).toContain('ana@example.com');
    expect(owner!.raw).toContain('5615550123');

    // The same booking capture again (a client retry): acknowledged, nothing more queued or sent.
    expect((await post(booking)).json()).toMatchObject({ duplicate: true });
    expect(await s.count('mail_deliveries')).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('ana@example.com')).toHaveLength(1);
    expect(mailsTo('owner@wash.example.com')).toHaveLength(1);
  });

  it('books a long emoji and accented address, and its .ics folds it whole at 75 octets', async () => {
    // The old fold cut by UTF-16 units: a split emoji left a lone surrogate in the .ics, which jsonb refuses
    // (class 22), so the booking itself answered 400 while e-mail was on.
    // An emoji straddles the old fold's 73rd UTF-16 unit of the LOCATION line.
    const address = `Élodie’s house 🏡, Rue de l’Église 🚿💦, Saint-Étienne ${'🏡💦'.repeat(20)} 👨‍👩‍👧‍👦 end`;
    const visit = aWizardVisit('zoe@example.com', undefined, '2026-03-10', '8:30 AM').map((c) =>
      c.fields.address ? { ...c, fields: { ...c.fields, address } } : c,
    );
    for (const c of visit) {
      const res = await post(c);
      expect(res.statusCode, res.body).toBe(202);
    }
    await until('the confirmation', () => mailsTo('zoe@example.com').length === 1);
    const ics = mimeParts(mailsTo('zoe@example.com')[0]!.raw).find((p) =>
      p.headers.includes('text/calendar'),
    )!.body;
    expect(ics).not.toContain('\uFFFD');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`LOCATION:${address.trim().replaceAll(',', '\\,')}\r\n`);
  });

  it('tells the prospect of a move and a cancellation, and the owner of the ones the prospect made', async () => {
    const { token } = await book('eve@example.com', '2026-03-11', '8:30 AM');
    // Both of the booking's mails, the owner's too: counting the owner's before its notice arrived would
    // take that notice for the move's.
    await until(
      'the booking mails',
      () =>
        mailsTo('eve@example.com').length === 1 &&
        mailsTo('owner@wash.example.com').some((m) => m.raw.includes('eve@example.com')),
    );
    const ownerBefore = mailsTo('owner@wash.example.com').length;
    const textOf = (raw: string) => mimeParts(raw).find((p) => p.headers.includes('text/plain'))!.body;

    // The prospect moves it with the manage link: a mail with the new time and the moved event, and the owner's notice.
    const moved = await s.app.inject({
      method: 'POST',
      url: `/api/bookings/${token}/reschedule`,
      payload: { day: '2026-03-13', time: '11:00 AM' },
    });
    expect(moved.statusCode).toBe(200);
    await until('the move mails', () => mailsTo('eve@example.com').length === 2);
    await until('the owner notice', () => mailsTo('owner@wash.example.com').length === ownerBefore + 1);
    const move = mailsTo('eve@example.com')[1]!;
    expect(textOf(move.raw)).toContain(
      'Your appointment on Wednesday, March 11, 2026 at 8:30 AM is moved to Friday, March 13, 2026 at 11:00 AM',
    );
    // 11:00 AM in New York on 13 March 2026 is 15:00 UTC; the same UID as the confirmation's, so calendars update it.
    const ics = mimeParts(move.raw).find((p) => p.headers.includes('text/calendar'))!.body;
    expect(ics).toContain('DTSTART:20260313T150000Z');
    expect(ics).toContain('UID:eve@example.com@pressure-wash-booking');
    expect(textOf(mailsTo('owner@wash.example.com').at(-1)!.raw)).toContain(
      'moved their booking from Wednesday, March 11, 2026 at 8:30 AM to Friday, March 13, 2026 at 11:00 AM',
    );

    // The owner cancels it in the admin: the prospect is told, the owner (who did it) is not.
    const admin = await signedIn(s);
    const listed = await admin('GET', '/api/admin/appointments?from=2026-03-02&to=2026-04-30');
    const id = listed
      .json<{ items: { id: number; email: string }[] }>()
      .items.find((a) => a.email === 'eve@example.com')!.id;
    expect(
      (await admin('POST', `/api/admin/appointments/${id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    await until('the cancellation mail', () => mailsTo('eve@example.com').length === 3);
    const cancelled = mailsTo('eve@example.com')[2]!;
    expect(cancelled.raw).toContain('is cancelled');
    expect(textOf(cancelled.raw)).toContain('Your appointment on Friday, March 13, 2026 at 11:00 AM');
    expect(textOf(cancelled.raw)).toContain('To book another time: https://wash.example.com/');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('owner@wash.example.com')).toHaveLength(ownerBefore + 1);
  });

  it("names an on-site assessment in its move and cancellation mails, the owner's and the moved invite", async () => {
    const admin = await signedIn(s);
    const saved = await admin('PUT', '/api/admin/price-book', commercialFirst);
    expect(saved.statusCode, saved.body).toBe(200);
    const visit = aCommercialVisit('cal@example.com', '2026-03-17');
    for (const c of visit.slice(0, -1)) expect((await post(c)).statusCode).toBe(202);
    const booked = await post(visit.at(-1)!);
    expect(booked.statusCode, booked.body).toBe(202);
    const token = booked.json<{ manageToken: string }>().manageToken;
    const fromOwner = () =>
      mailsTo('owner@wash.example.com').filter((m) => m.raw.includes('cal@example.com'));
    await until(
      'the booking mails',
      () => mailsTo('cal@example.com').length === 1 && fromOwner().length === 1,
    );
    const textOf = (raw: string) => mimeParts(raw).find((p) => p.headers.includes('text/plain'))!.body;
    const subjectOf = (raw: string) => /^Subject: (.*)$/im.exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1];

    const moved = await s.app.inject({
      method: 'POST',
      url: `/api/bookings/${token}/reschedule`,
      payload: { day: '2026-03-19', time: '11:00 AM' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await until('the move mails', () => mailsTo('cal@example.com').length === 2 && fromOwner().length === 2);
    const move = mailsTo('cal@example.com')[1]!;
    expect(subjectOf(move.raw)).toBe(
      'Your free on-site assessment is moved to Thursday, March 19, 2026 at 11:00 AM',
    );
    expect(textOf(move.raw)).toContain(
      'Your free on-site assessment on Tuesday, March 17, 2026 at 8:30 AM is moved to Thursday, March 19, 2026 at 11:00 AM',
    );
    const ics = mimeParts(move.raw).find((p) => p.headers.includes('text/calendar'))!.body;
    expect(ics).toContain('SUMMARY:Free on-site assessment');
    expect(subjectOf(fromOwner()[1]!.raw)).toMatch(/^Assessment moved: Ana, Tuesday, March 17/);
    expect(textOf(fromOwner()[1]!.raw)).toContain('Ana moved their assessment from Tuesday, March 17, 2026');

    const cancelled = await s.app.inject({ method: 'POST', url: `/api/bookings/${token}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until(
      'the cancellation mails',
      () => mailsTo('cal@example.com').length === 3 && fromOwner().length === 3,
    );
    const cancel = mailsTo('cal@example.com')[2]!;
    expect(subjectOf(cancel.raw)).toBe(
      'Your free on-site assessment on Thursday, March 19, 2026 at 11:00 AM is cancelled',
    );
    expect(textOf(cancel.raw)).toContain(
      'Your free on-site assessment on Thursday, March 19, 2026 at 11:00 AM (America/New_York) is cancelled.',
    );
    expect(subjectOf(fromOwner()[2]!.raw)).toMatch(/^Assessment cancelled: Ana, Thursday, March 19/);
    expect(textOf(fromOwner()[2]!.raw)).toContain(
      'Ana cancelled their assessment on Thursday, March 19, 2026',
    );
  });

  it('retries while the mail server is away and delivers once it is back', async () => {
    smtp.down = true;
    await book('bo@example.com', '2026-03-11', '1:30 PM');
    const row = async () =>
      (
        await s.db.query<{ status: string; attempts: number; last_error: string | null }>(
          `select status, attempts, last_error from mail_deliveries where recipient = 'bo@example.com'`,
        )
      ).rows[0];
    await until(
      'a failed attempt',
      async () => ((await row())?.attempts ?? 0) >= 1 && !!(await row())?.last_error,
    );
    expect((await row())?.status).toBe('pending');
    expect(mailsTo('bo@example.com')).toHaveLength(0);
    smtp.down = false;
    await until('the retried mail', () => mailsTo('bo@example.com').length > 0);
    await until('sent recorded', async () => (await row())?.status === 'sent');
    expect(mailsTo('bo@example.com')).toHaveLength(1);
  });

  it('says e-mail is on in the admin', async () => {
    const admin = await signedIn(s);
    expect((await admin('GET', '/api/admin/availability')).json()).toMatchObject({ emailEnabled: true });
  });
});
