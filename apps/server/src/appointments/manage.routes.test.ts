/** The prospect's private manage link: see, add to calendar, reschedule, cancel; forged or expired refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { NOW, testServer, type TestServer } from '../../test/test-server.js';
import { timelineOf } from '../leads/lead-events.repo.js';
import { issueManageToken } from './manage-tokens.repo.js';

describe.each(DB_KINDS)('manage link on %s', (kind) => {
  let s: TestServer;
  let token = '';
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
    const visit = aWizardVisit('mia@example.com', undefined, '2026-03-11', '1:30 PM');
    for (const c of visit.slice(0, 7))
      await s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
    const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload: visit[7] });
    expect(res.statusCode).toBe(202);
    token = res.json<{ manageToken: string }>().manageToken;
    for (const c of aWizardVisit('other@example.com', undefined, '2026-03-13', '8:30 AM')) {
      expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(202);
    }
  });
  afterAll(() => s.close());

  const get = (path: string) => s.app.inject({ url: `/api/bookings/${path}` });
  const post = (path: string, payload?: object) =>
    s.app.inject({ method: 'POST', url: `/api/bookings/${path}`, ...(payload ? { payload } : {}) });
  const held = async (email: string) =>
    (
      await s.db.query<{ day: string; slot_time: string }>(
        `select to_char(slot_date, 'YYYY-MM-DD') as day, slot_time from appointments where email = $1`,
        [email],
      )
    ).rows;

  it('a booking answers with an unguessable manage token, stored only as a hash', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await s.db.query<{ token_hash: string }>('select token_hash from booking_tokens');
    expect(rows.rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('shows the booking to the token holder', async () => {
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appointment: { day: '2026-03-11', time: '1:30 PM', label: 'Wednesday, March 11, 2026 at 1:30 PM' },
      name: 'Ana',
      address: '1 Ocean Blvd',
      canChange: true,
      timeZone: 'America/New_York',
    });
  });

  it('adds to calendar: an .ics at the right instant (EDT after 8 March) with the address and services', async () => {
    const res = await get(`${token}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toContain('DTSTART:20260311T173000Z');
    expect(res.body).toContain('LOCATION:1 Ocean Blvd');
    expect(res.body).toContain('Services: House Exterior\\, Roof Cleaning');
  });

  it('refuses forged, malformed and expired tokens alike with 404', async () => {
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [forged, 'short', `${token}x`]) {
      expect((await get(bad)).statusCode).toBe(404);
      expect((await post(`${bad}/cancel`)).statusCode).toBe(404);
    }
    const booking = await s.db.query<{ booking_id: string }>(
      'select booking_id from appointments where email = $1',
      ['mia@example.com'],
    );
    // A link reads until 30 days after its appointment's start.
    const longAgo = new Date(NOW.getTime() - 31 * 86_400_000);
    const expired = await issueManageToken(
      s.db,
      { bookingId: booking.rows[0]!.booking_id, email: 'mia@example.com' },
      NOW,
      longAgo,
    );
    expect((await get(expired)).statusCode).toBe(404);
    expect((await post(`${expired}/cancel`)).statusCode).toBe(404);
    expect(await held('mia@example.com')).toEqual([{ day: '2026-03-11', slot_time: '1:30 PM' }]);
  });

  it('refuses a time that is not a slot label with a 400 naming the field, and keeps the booking', async () => {
    // These once reached the 12-hour parser and answered 500.
    for (const time of ['noon', '8:30', '13:30 PM']) {
      const res = await post(`${token}/reschedule`, { day: '2026-03-13', time });
      expect(res.statusCode, time).toBe(400);
      expect(res.json<{ message: string }>().message).toBe("time: must be a time such as '8:30 AM'");
    }
    expect(await held('mia@example.com')).toEqual([{ day: '2026-03-11', slot_time: '1:30 PM' }]);
  });

  it('reschedules to a free slot, refuses a taken one, and records the change', async () => {
    const taken = await post(`${token}/reschedule`, { day: '2026-03-13', time: '8:30 AM' });
    expect(taken.statusCode).toBe(409);
    const moved = await post(`${token}/reschedule`, { day: '2026-03-13', time: '11:00 AM' });
    expect(moved.statusCode).toBe(200);
    expect(await held('mia@example.com')).toEqual([{ day: '2026-03-13', slot_time: '11:00 AM' }]);
    expect((await timelineOf(s.db, 'mia@example.com')).at(-1)).toMatchObject({
      stage: 'appointment_rescheduled',
    });
    const d = await s.db.query<{ body: string }>(
      `select body from webhook_deliveries where lead_key = 'mia@example.com' order by seq desc limit 1`,
    );
    expect(JSON.parse(d.rows[0]!.body)).toMatchObject({
      stage: 'appointment_rescheduled',
      appointmentDate: '2026-03-13',
      appointmentTime: '11:00 AM',
    });
    // The link stays valid until the new start.
    expect((await get(token)).json()).toMatchObject({ appointment: { day: '2026-03-13' } });
  });

  it('cancels: the slot is free again, the lead says cancelled, the calendar file is gone', async () => {
    expect((await post(`${token}/cancel`)).statusCode).toBe(200);
    expect(await held('mia@example.com')).toEqual([]);
    expect(await s.app.leadStore.readSubmission('mia@example.com')).toMatchObject({
      appointmentstatus: 'cancelled',
      stage: 'appointment_cancelled',
    });
    expect((await get(token)).json()).toMatchObject({
      state: 'cancelled',
      appointment: null,
      canChange: false,
    });
    expect((await get(`${token}/ics`)).statusCode).toBe(404);
    expect((await post(`${token}/cancel`)).statusCode).toBe(409);
  });
});
