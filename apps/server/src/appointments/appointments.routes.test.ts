/** The owner's availability and appointments API, on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailabilitySettings } from '@pw/funnel';
import { aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { timelineOf } from '../leads/lead-events.repo.js';

interface Listed {
  id: number;
  day: string;
  time: string;
  status: string;
  email: string;
  name: string;
  address: string;
  services: string;
  price: number;
}

describe.each(DB_KINDS)('appointments admin API on %s', (kind) => {
  let s: TestServer;
  let call: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
    call = await signedIn(s);
    for (const [email, day, time] of [
      ['ana@example.com', '2026-03-10', '8:30 AM'],
      ['bob@example.com', '2026-03-10', '11:00 AM'],
      ['cy@example.com', '2026-03-11', '1:30 PM'],
    ] as const) {
      for (const c of aWizardVisit(email, undefined, day, time)) {
        expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(
          202,
        );
      }
    }
  });
  afterAll(() => s.close());

  const list = async () =>
    (await call('GET', '/api/admin/appointments?from=2026-03-02&to=2026-04-30')).json<{ items: Listed[] }>()
      .items;
  const idOf = async (email: string) => (await list()).find((a) => a.email === email)!.id;
  const lastBody = async (email: string) => {
    const res = await s.db.query<{ body: string }>(
      'select body from webhook_deliveries where lead_key = $1 order by seq desc limit 1',
      [email],
    );
    return JSON.parse(res.rows[0]!.body) as Record<string, unknown>;
  };

  it('shows the defaults and the demo blocked days on a fresh install, and says e-mail is off', async () => {
    const res = await call('GET', '/api/admin/availability');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      isDefault: boolean;
      demoBlockedDays: string[];
      timeZone: string;
      emailEnabled: boolean;
    }>();
    expect(body).toMatchObject({ isDefault: true, timeZone: 'America/New_York', emailEnabled: false });
    expect(body.demoBlockedDays.slice(0, 2)).toEqual(['2026-03-04', '2026-03-05']);
  });

  it('lists booked appointments with the name, address, services and price of the lead', async () => {
    const items = await list();
    expect(items.map((a) => [a.day, a.time, a.email])).toEqual([
      ['2026-03-10', '8:30 AM', 'ana@example.com'],
      ['2026-03-10', '11:00 AM', 'bob@example.com'],
      ['2026-03-11', '1:30 PM', 'cy@example.com'],
    ]);
    expect(items[0]).toMatchObject({
      status: 'scheduled',
      name: 'Ana',
      address: '1 Ocean Blvd',
      services: 'House Exterior, Roof Cleaning',
      price: 900,
    });
  });

  it('refuses bad availability with a readable 400 and keeps the old', async () => {
    const res = await call('PUT', '/api/admin/availability', {
      ...defaultAvailabilitySettings(),
      capacity: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/capacity/);
    expect((await call('GET', '/api/admin/availability')).json<{ isDefault: boolean }>().isDefault).toBe(
      true,
    );
  });

  it('blocking a day that has bookings lists them; the public calendar greys the day', async () => {
    const res = await call('PUT', '/api/admin/availability', {
      ...defaultAvailabilitySettings(),
      blocked: [{ from: '2026-03-10', to: '2026-03-10', reason: 'Rain' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ isDefault: boolean; bookingsOnBlockedDays: Listed[] }>();
    expect(body.isDefault).toBe(false);
    expect(body.bookingsOnBlockedDays.map((a) => a.email)).toEqual(['ana@example.com', 'bob@example.com']);
    const pub = await s.app.inject({ url: '/api/availability?from=2026-03-02&to=2026-03-20' });
    expect(pub.json<{ unavailableDays: string[] }>().unavailableDays).toEqual(['2026-03-10']);
    expect(pub.body).not.toContain('Rain');
  });

  it('marks an appointment confirmed: the row, the timeline and the webhook say so', async () => {
    const res = await call('POST', `/api/admin/appointments/${await idOf('cy@example.com')}/status`, {
      status: 'confirmed',
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).find((a) => a.email === 'cy@example.com')!.status).toBe('confirmed');
    expect(await s.app.leadStore.readSubmission('cy@example.com')).toMatchObject({
      appointmentstatus: 'confirmed',
      stage: 'appointment_confirmed',
    });
    expect(await lastBody('cy@example.com')).toMatchObject({
      stage: 'appointment_confirmed',
      appointmentStatus: 'confirmed',
      appointmentDate: '2026-03-11',
    });
    expect((await timelineOf(s.db, 'cy@example.com')).at(-1)).toMatchObject({
      stage: 'appointment_confirmed',
    });
  });

  it('refuses to move an appointment to a time that is not a slot label, with a 400', async () => {
    const id = await idOf('cy@example.com');
    for (const time of ['noon', '8:30']) {
      const res = await call('POST', `/api/admin/appointments/${id}/move`, { day: '2026-03-13', time });
      expect(res.statusCode, time).toBe(400);
      expect(res.json<{ message: string }>().message).toBe("time: must be a time such as '8:30 AM'");
    }
    expect((await list()).find((a) => a.email === 'cy@example.com')).toMatchObject({
      day: '2026-03-11',
      time: '1:30 PM',
    });
  });

  it('moves an appointment to a free slot, and refuses a taken or blocked one', async () => {
    const id = await idOf('ana@example.com');
    const taken = await call('POST', `/api/admin/appointments/${id}/move`, {
      day: '2026-03-11',
      time: '1:30 PM',
    });
    expect(taken.statusCode).toBe(409);
    const blocked = await call('POST', `/api/admin/appointments/${id}/move`, {
      day: '2026-03-10',
      time: '1:30 PM',
    });
    expect(blocked.statusCode).toBe(400);
    const moved = await call('POST', `/api/admin/appointments/${id}/move`, {
      day: '2026-03-13',
      time: '4:00 PM',
    });
    expect(moved.statusCode).toBe(200);
    expect((await list()).find((a) => a.email === 'ana@example.com')).toMatchObject({
      day: '2026-03-13',
      time: '4:00 PM',
    });
    expect(await lastBody('ana@example.com')).toMatchObject({
      stage: 'appointment_rescheduled',
      appointmentDate: '2026-03-13',
      appointmentTime: '4:00 PM',
      appointmentStatus: 'scheduled',
    });
  });

  it('cancels an appointment: the slot is free again and the lead says cancelled', async () => {
    const res = await call('POST', `/api/admin/appointments/${await idOf('bob@example.com')}/status`, {
      status: 'cancelled',
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((a) => a.email)).not.toContain('bob@example.com');
    expect(await s.app.leadStore.readSubmission('bob@example.com')).toMatchObject({
      appointmentstatus: 'cancelled',
      scheduled_time: null,
    });
    const body = await lastBody('bob@example.com');
    expect(body).toMatchObject({ stage: 'appointment_cancelled', appointmentStatus: 'cancelled' });
    expect(body.appointmentDate).toBeUndefined();
    const again = await call('POST', '/api/admin/appointments/999999/status', { status: 'done' });
    expect(again.statusCode).toBe(404);
  });
});
