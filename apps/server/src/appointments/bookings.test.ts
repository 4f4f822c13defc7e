/**
 * Bookings that are true (issue 9): the lead only ever shows the slot the server holds, slots follow the
 * owner's availability in the business's zone, capacity is counted under concurrency, and a completed
 * lead stays completed. On PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailabilitySettings, type AvailabilitySettings } from '@pw/funnel';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { saveAvailability } from './availability.repo.js';

// The test clock: Monday 2 March 2026, 15:00 UTC = 10:00 in New York.
describe.each(DB_KINDS)('bookings on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
  });
  afterAll(() => s.close());

  const post = (body: unknown) =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload: body as object });
  const book = async (email: string, day: string, time: string) => {
    const visit = aWizardVisit(email, undefined, day, time);
    for (const c of visit.slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    return { visit, res: await post(visit[7]) };
  };
  const held = async (email: string) =>
    (
      await s.db.query<{ day: string; slot_time: string }>(
        `select to_char(slot_date, 'YYYY-MM-DD') as day, slot_time from appointments where email = $1`,
        [email],
      )
    ).rows;
  const lastBody = async (email: string) => {
    const res = await s.db.query<{ body: string }>(
      'select body from webhook_deliveries where lead_key = $1 order by seq desc limit 1',
      [email],
    );
    return JSON.parse(res.rows[0]!.body) as Record<string, unknown>;
  };
  const setAvailability = (over: Partial<AvailabilitySettings>) =>
    saveAvailability(s.db, { ...defaultAvailabilitySettings(), ...over }, new Date());

  it('a process_completed carrying another slot changes nothing the lead holds', async () => {
    const { visit, res } = await book('holder@example.com', '2026-03-11', '1:30 PM');
    expect(res.statusCode).toBe(202);
    const forged = aCapture({
      visitId: visit[0]!.visitId,
      stage: 'process_completed',
      currentStep: 'confirmation',
      fields: {
        email: 'holder@example.com',
        appointmentDate: '2026-03-12',
        appointmentTime: '3:17 AM',
        appointmentTimestamp: '2026-03-12T03:17:00',
      },
    });
    expect((await post(forged)).statusCode).toBe(202);
    expect(await held('holder@example.com')).toEqual([{ day: '2026-03-11', slot_time: '1:30 PM' }]);
    expect(await s.app.leadStore.readSubmission('holder@example.com')).toMatchObject({
      stage: 'process_completed',
      completed: true,
      appointmentstatus: 'confirmed',
    });
    expect(await lastBody('holder@example.com')).toMatchObject({
      appointmentDate: '2026-03-11',
      appointmentTime: '1:30 PM',
      appointmentStatus: 'confirmed',
    });
  });

  it('a completed lead stays completed after resumed_session', async () => {
    const resumed = aCapture({
      stage: 'resumed_session',
      currentStep: 'welcome',
      fields: { email: 'holder@example.com', name: 'Ana' },
    });
    expect((await post(resumed)).statusCode).toBe(202);
    expect(await s.app.leadStore.readSubmission('holder@example.com')).toMatchObject({
      stage: 'process_completed',
      status: 'complete',
      partial: false,
      completed: true,
    });
    expect(await lastBody('holder@example.com')).toMatchObject({
      stage: 'process_completed',
      partial: false,
    });
  });

  it.each([
    ['passed', '2026-03-02', '8:30 AM', /has passed or is too soon/],
    ['too soon (under 2 hours)', '2026-03-02', '11:00 AM', /at least 2 hours' notice/],
    ['outside the window', '2026-05-04', '8:30 AM', /cannot be booked/],
    ['a demo blocked day', '2026-03-04', '8:30 AM', /not taking bookings on Wednesday, March 4, 2026/],
  ])('refuses a %s slot with 400 and stores nothing', async (_what, day, time, message) => {
    const events = await s.count('lead_events');
    const { res } = await book(`refused-${day}-${time.replace(/\W/g, '')}@example.com`, day, time);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string; error: string }>()).toMatchObject({ error: 'slot_refused' });
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await s.count('lead_events')).toBe(events + 7);
  });

  it('refuses a day the owner blocked, and books the demo days once the owner saved their own', async () => {
    await setAvailability({ blocked: [{ from: '2026-03-16', to: '2026-03-17', reason: 'Rain' }] });
    const blocked = await book('blocked@example.com', '2026-03-17', '8:30 AM');
    expect(blocked.res.statusCode).toBe(400);
    expect(blocked.res.json<{ message: string }>().message).toMatch(/Tuesday, March 17, 2026/);
    expect((await book('demo@example.com', '2026-03-04', '8:30 AM')).res.statusCode).toBe(202);
    const avail = await s.app.inject({ url: '/api/availability?from=2026-03-02&to=2026-03-20' });
    expect(avail.json<{ unavailableDays: string[] }>().unavailableDays).toEqual(['2026-03-16', '2026-03-17']);
  });

  it('capacity 2 takes two bookings of a slot and refuses the third with 409', async () => {
    await setAvailability({ capacity: 2 });
    expect((await book('crew1@example.com', '2026-03-18', '8:30 AM')).res.statusCode).toBe(202);
    let avail = await s.app.inject({ url: '/api/availability?from=2026-03-18&to=2026-03-18' });
    expect(avail.json<{ takenSlots: object }>().takenSlots).toEqual({});
    expect((await book('crew2@example.com', '2026-03-18', '8:30 AM')).res.statusCode).toBe(202);
    const third = await book('crew3@example.com', '2026-03-18', '8:30 AM');
    expect(third.res.statusCode).toBe(409);
    expect(third.res.json<{ error: string }>().error).toBe('slot_taken');
    avail = await s.app.inject({ url: '/api/availability?from=2026-03-18&to=2026-03-18' });
    expect(avail.json<{ takenSlots: object }>().takenSlots).toEqual({ '2026-03-18': ['8:30 AM'] });
  });

  it('capacity 2 under 20 concurrent bookings of one slot: exactly two are held', async () => {
    await setAvailability({ capacity: 2 });
    const visits = Array.from({ length: 20 }, (_, i) =>
      aWizardVisit(`rush${i}@example.com`, undefined, '2026-03-19', '11:00 AM'),
    );
    for (const visit of visits)
      for (const c of visit.slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    const answers = await Promise.all(visits.map((v) => post(v[7])));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array<number>(2).fill(202), ...Array<number>(18).fill(409)]);
    const rows = await s.db.query<{ n: number }>(
      `select count(*)::int as n from appointments where slot_date = '2026-03-19' and slot_time = '11:00 AM'`,
    );
    expect(rows.rows[0]!.n).toBe(2);
  });

  it('a booking queued offline whose slot is gone becomes a request to call back, holding nothing', async () => {
    await setAvailability({ capacity: 1 });
    expect((await book('first@example.com', '2026-03-20', '1:30 PM')).res.statusCode).toBe(202);
    const late = aWizardVisit('late@example.com', undefined, '2026-03-20', '1:30 PM');
    for (const c of late.slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    expect((await post({ ...late[7], deferred: true })).statusCode).toBe(202);
    expect(await held('late@example.com')).toEqual([]);
    expect(await s.app.leadStore.readSubmission('late@example.com')).toMatchObject({
      appointmentstatus: 'callback_requested',
      scheduled_time: null,
    });
    const body = await lastBody('late@example.com');
    expect(body).toMatchObject({ appointmentStatus: 'callback_requested' });
    expect(body.appointmentDate).toBeUndefined();
  });

  it('refuses the appointment-change stages from a browser', async () => {
    const res = await post(
      aCapture({
        stage: 'appointment_confirmed',
        currentStep: 'admin',
        fields: { email: 'holder@example.com' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/recorded by the server only/);
  });

  it('today is full once every slot still bookable is taken, though earlier ones passed unbooked', async () => {
    await setAvailability({});
    // 10:00 in New York: 8:30 AM has passed, 11:00 AM is too soon; 1:30 PM and 4:00 PM are left.
    const today = async () =>
      (await s.app.inject({ url: '/api/availability?from=2026-03-02&to=2026-03-02' })).json<{
        unavailableDays: string[];
      }>().unavailableDays;
    expect((await book('today1@example.com', '2026-03-02', '1:30 PM')).res.statusCode).toBe(202);
    expect(await today()).toEqual([]);
    expect((await book('today2@example.com', '2026-03-02', '4:00 PM')).res.statusCode).toBe(202);
    expect(await today()).toEqual(['2026-03-02']);
  });
});
