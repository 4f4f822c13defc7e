/**
 * Whose lead is it (issue 24, decision 0205): a stranger who knows only a prospect's e-mail, on a visit of
 * its own, tries the probe's steps against the prospect's booking and quote, on PGlite and PostgreSQL.
 * Every step ends in a refusal or an answer built from the stranger's own input; the prospect's booking,
 * manage links and data stay theirs. Links belong to one booking; the owner's change of a booking the
 * prospect cancelled meanwhile changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { defaultConfig, type Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAppointmentChange } from '../src/leads/appointment-change.service.js';
import { appointmentBooking } from '../src/appointments/appointments.repo.js';
import { mintResumeLink } from '../src/leads/resume-link.service.js';
import { aCapture, aWizardVisit } from './a-capture.js';
import { DB_KINDS, freshDb } from './databases.js';
import { NOW, testServer, type TestServer } from './test-server.js';

const VICTIM = 'victim@example.com';

describe.each(DB_KINDS)('a stranger who knows an e-mail, on %s', (kind) => {
  let s: TestServer;
  let victimToken = '';
  const victimVisit = randomUUID();
  beforeAll(async () => {
    s = await testServer(
      {
        CAPTURE_RATE_LIMIT: '100000',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '9',
        SMTP_FROM: 'b@wash.example.com',
      },
      { db: await freshDb(kind) },
    );
    const visit = aWizardVisit(VICTIM, victimVisit, '2026-03-11', '1:30 PM');
    for (const c of visit.slice(0, -1)) expect((await capture(c)).statusCode).toBe(202);
    const booked = await capture(visit.at(-1)!);
    expect(booked.statusCode).toBe(202);
    victimToken = booked.json<{ manageToken: string }>().manageToken;
  });
  afterAll(() => s.close());

  const capture = (payload: Capture) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const manage = (path: string, payload?: object) =>
    s.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/bookings/${path}`,
      ...(payload ? { payload } : {}),
    });
  const held = async (email: string) =>
    (
      await s.db.query<{ day: string; time: string }>(
        `select to_char(slot_date, 'YYYY-MM-DD') as day, slot_time as time from appointments where email = $1`,
        [email],
      )
    ).rows;
  const booking = (visitId: string, day: string, time: string, email = VICTIM) =>
    aCapture({
      visitId,
      stage: 'appointment_scheduled',
      currentStep: 'result',
      fields: { email, name: 'Mallory', appointmentDate: day, appointmentTime: time },
    });

  it('cannot take the slot the prospect holds: refused, no link, the booking untouched', async () => {
    const tokens = await s.count('booking_tokens');
    const res = await capture(booking(randomUUID(), '2026-03-11', '1:30 PM'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'booking_exists' });
    expect(res.body).not.toContain('manageToken');
    expect(await s.count('booking_tokens')).toBe(tokens);
    expect(await held(VICTIM)).toEqual([{ day: '2026-03-11', time: '1:30 PM' }]);
  });

  it('cannot move the prospect by naming another free slot', async () => {
    const res = await capture(booking(randomUUID(), '2026-03-10', '8:30 AM'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'booking_exists' });
    expect(await held(VICTIM)).toEqual([{ day: '2026-03-11', time: '1:30 PM' }]);
    expect((await manage(victimToken)).json()).toMatchObject({
      state: 'upcoming',
      appointment: { day: '2026-03-11', time: '1:30 PM' },
      name: 'Ana',
    });
  });

  it("is answered from its own input alone, never with the prospect's services or price", async () => {
    const bare = await capture(
      aCapture({ stage: 'quote_details', currentStep: 'review', fields: { email: VICTIM } }),
    );
    expect(bare.statusCode).toBe(202);
    expect(bare.json()).toEqual({ ok: true, quote: null });
    const own = await capture(
      aCapture({
        stage: 'quote_details',
        currentStep: 'review',
        fields: { email: VICTIM, propertyType: 'Residential', serviceNeeded: 'Driveway Cleaning' },
      }),
    );
    expect(JSON.stringify(own.json())).not.toMatch(/House Exterior|Roof Cleaning/);
    expect(own.json()).toMatchObject({ quote: { services: [{ name: 'Driveway Cleaning' }] } });
  });

  it("keeps the stranger's captures (a second device's input is never lost) and sends them on", async () => {
    const note = aCapture({
      stage: 'quote_details',
      currentStep: 'review',
      fields: { email: VICTIM, notes: 'x' },
    });
    expect((await capture(note)).statusCode).toBe(202);
    const stored = await s.db.query('select 1 from lead_events where capture_id = $1', [note.captureId]);
    expect(stored.rows).toHaveLength(1);
    const sent = await s.db.query('select 1 from webhook_deliveries where capture_id = $1', [note.captureId]);
    expect(sent.rows).toHaveLength(1);
  });

  it("the prospect's own visit still moves its booking and is given its link", async () => {
    const res = await capture(booking(victimVisit, '2026-03-10', '11:00 AM'));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<{ manageToken?: string }>().manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await held(VICTIM)).toEqual([{ day: '2026-03-10', time: '11:00 AM' }]);
    // A rebooking is a new booking: the first one's link shows it cancelled and changes nothing.
    expect((await manage(victimToken)).json()).toMatchObject({ state: 'cancelled', appointment: null });
    expect((await manage(`${victimToken}/cancel`, {})).statusCode).toBe(409);
    victimToken = res.json<{ manageToken: string }>().manageToken;
  });

  it('a link opens only its booking: after a cancellation, never the next booking', async () => {
    expect((await manage(`${victimToken}/cancel`, {})).statusCode).toBe(200);
    const again = await capture(booking(victimVisit, '2026-03-13', '8:30 AM'));
    expect(again.statusCode).toBe(202);
    const next = again.json<{ manageToken: string }>().manageToken;
    expect((await manage(victimToken)).json()).toMatchObject({ state: 'cancelled', canChange: false });
    expect((await manage(`${victimToken}/ics`)).statusCode).toBe(404);
    const move = await manage(`${victimToken}/reschedule`, { day: '2026-03-19', time: '8:30 AM' });
    expect(move.statusCode).toBe(409);
    expect((await manage(`${victimToken}/cancel`, {})).statusCode).toBe(409);
    expect(await held(VICTIM)).toEqual([{ day: '2026-03-13', time: '8:30 AM' }]);
    // A move through the new link extends that booking's links, not the cancelled one's.
    const before = await s.db.query<{ booking_id: string; expires_at: Date }>(
      'select booking_id, expires_at from booking_tokens where email = $1 order by created_at, expires_at',
      [VICTIM],
    );
    const moved = await manage(`${next}/reschedule`, { day: '2026-03-19', time: '8:30 AM' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await s.db.query<{ booking_id: string; expires_at: Date }>(
      'select booking_id, expires_at from booking_tokens where email = $1 order by created_at, expires_at',
      [VICTIM],
    );
    const current = (await appointmentBooking(s.db, await appointmentId(VICTIM)))!.bookingId;
    for (const [i, row] of after.rows.entries()) {
      if (row.booking_id === current) expect(row.expires_at > before.rows[i]!.expires_at).toBe(true);
      else expect(row.expires_at).toEqual(before.rows[i]!.expires_at);
    }
  });

  it('may book a lead with no upcoming appointment, but the link goes only to the address', async () => {
    const email = 'quiet@example.com';
    const first = aCapture({ stage: 'contact_completed', currentStep: 'contact', fields: { email } });
    expect((await capture(first)).statusCode).toBe(202);
    const res = await capture(booking(randomUUID(), '2026-03-17', '8:30 AM', email));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.body).not.toContain('manageToken');
    expect(await held(email)).toEqual([{ day: '2026-03-17', time: '8:30 AM' }]);
    const mails = await s.db.query<{ recipient: string; manage_url: string | null }>(
      `select recipient, manage_url from mail_deliveries where kind = 'booking_confirmation' and lower(recipient) = $1`,
      [email],
    );
    expect(mails.rows).toHaveLength(1);
    const link = mails.rows[0]!.manage_url!.split('#')[1]!;
    expect((await manage(link)).json()).toMatchObject({ state: 'upcoming' });
  });

  it('a link shows its booking as the booking capture gave it, never what other visits told the lead', async () => {
    const email = 'squat@example.com';
    const first = randomUUID();
    const contact = aCapture({
      visitId: first,
      stage: 'contact_completed',
      currentStep: 'contact',
      fields: { email },
    });
    expect((await capture(contact)).statusCode).toBe(202);
    // The prospect comes later on a visit of their own (a stranger to the lead the first visit started).
    const later = aCapture({
      stage: 'address_completed',
      currentStep: 'address',
      fields: { email, name: 'Pat Real', address: '9 Private Rd' },
    });
    expect((await capture(later)).statusCode).toBe(202);
    const booked = await capture(booking(first, '2026-03-19', '1:30 PM', email));
    expect(booked.statusCode, booked.body).toBe(202);
    const token = booked.json<{ manageToken: string }>().manageToken;
    const page = await manage(token);
    expect(page.json()).toMatchObject({ state: 'upcoming', name: 'Mallory', address: '' });
    expect(page.body).not.toMatch(/Pat Real|9 Private Rd/);
    expect((await manage(`${token}/ics`)).body).not.toContain('9 Private Rd');
  });

  it("the owner's change of a booking the prospect cancelled meanwhile re-creates nothing", async () => {
    const email = 'race@example.com';
    const visit = randomUUID();
    const booked = await capture(booking(visit, '2026-03-18', '8:30 AM', email));
    const token = booked.json<{ manageToken: string }>().manageToken;
    // The owner's page read the booking, then the prospect cancelled it before the owner's move arrived.
    const seen = (await appointmentBooking(s.db, await appointmentId(email)))!;
    expect((await manage(`${token}/cancel`, {})).statusCode).toBe(200);
    const meta = { now: NOW, config: defaultConfig };
    for (const stage of ['appointment_rescheduled', 'appointment_confirmed'] as const) {
      await expect(
        recordAppointmentChange(
          s.db,
          { ...seen, stage, slot: { day: '2026-03-19', time: '11:00 AM' }, by: 'admin' },
          meta,
        ),
      ).rejects.toMatchObject({ refused: { code: 'no_booking' } });
    }
    expect(await held(email)).toEqual([]);
  });

  it("a resume link closes squatting: its opener becomes the lead's only own visit, the squatter a stranger", async () => {
    const email = 'squatted@example.com';
    const squatter = randomUUID();
    const envelope = ({ captureId, visitId, source, querystring, timestamp }: Capture) => ({
      captureId,
      visitId,
      source,
      querystring,
      timestamp,
    });
    const contact = (visitId: string) =>
      aCapture({ visitId, stage: 'contact_completed', currentStep: 'contact', fields: { email } });
    // The squatter gives the prospect's e-mail first (so starts the lead) and books.
    expect((await capture(contact(squatter))).statusCode).toBe(202);
    expect((await capture(booking(squatter, '2026-03-11', '8:30 AM', email))).statusCode).toBe(202);
    // The prospect, a stranger to that lead, cannot book over it.
    const prospect = randomUUID();
    expect((await capture(booking(prospect, '2026-03-11', '11:00 AM', email))).statusCode).toBe(409);
    // A booked lead gets no resume link (decision 0307); the booking's confirmation reached the address,
    // and with its manage link the prospect cancels the squatter's booking.
    const sentTo = { via: 'email' as const, address: email };
    const mint = () => mintResumeLink(s.db, { email, publicUrl: 'https://wash.example.com', sentTo }, NOW);
    expect(await mint()).toBeNull();
    const mailed = await s.db.query<{ manage_url: string }>(
      `select manage_url from mail_deliveries where recipient = $1 and manage_url is not null`,
      [email],
    );
    const mailedToken = mailed.rows[0]!.manage_url.split('#')[1]!;
    expect((await manage(`${mailedToken}/cancel`, {})).statusCode).toBe(200);
    // A link reaches the address (a follow-up's, or the owner's): the prospect opens it (decision 0235).
    const link = await mint();
    const opened = await s.app.inject({
      method: 'POST',
      url: '/api/resume',
      payload: { ...envelope(contact(prospect)), token: link!.url.split('#')[1] },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    // The squatter is now a stranger: answered from its own input alone, and given no link for a booking.
    const bare = await capture(
      aCapture({ visitId: squatter, stage: 'quote_details', currentStep: 'review', fields: { email } }),
    );
    expect(bare.json()).toEqual({ ok: true, quote: null });
    const squat = await capture(booking(squatter, '2026-03-11', '8:30 AM', email));
    expect(squat.statusCode).toBe(202);
    expect(squat.json<{ manageToken?: string }>().manageToken).toBeUndefined();
    // The prospect's visit is the lead's own: it books over the stranger's and is given its manage link.
    const mine = await capture(booking(prospect, '2026-03-11', '11:00 AM', email));
    expect(mine.statusCode, mine.body).toBe(202);
    expect(mine.json<{ manageToken?: string }>().manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await held(email)).toEqual([{ day: '2026-03-11', time: '11:00 AM' }]);
  });

  const appointmentId = async (email: string) =>
    (await s.db.query<{ id: number }>('select id from appointments where email = $1', [email])).rows[0]!.id;
});
