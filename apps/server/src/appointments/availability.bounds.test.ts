/**
 * The owner's blocked ranges are bounded (at most 366 days, in the years 2000-2100): a bad one is a 400
 * and nothing is saved; a short one far ahead saves and answers; a longer one an older version saved is
 * still read. A range over ten years once saved and then answered 500: the answer listed its every day,
 * past `daysBetween`'s bound.
 */
import { defaultAvailabilitySettings, type BlockedRange } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { saveAvailability } from './availability.repo.js';

describe('blocked ranges in the availability settings', () => {
  let s: TestServer;
  let call: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' });
    call = await signedIn(s);
    for (const c of aWizardVisit('ana@example.com', undefined, '2026-03-10', '8:30 AM')) {
      expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(202);
    }
  });
  afterAll(() => s.close());

  const put = (blocked: BlockedRange[]) =>
    call('PUT', '/api/admin/availability', { ...defaultAvailabilitySettings(), blocked });
  const view = async () =>
    (await call('GET', '/api/admin/availability')).json<{
      isDefault: boolean;
      settings: { blocked: BlockedRange[] };
    }>();

  it('refuses a range over a year or outside 2000-2100 with a 400 naming it, and saves nothing', async () => {
    for (const [from, to, message] of [
      ['2026-03-01', '2036-06-01', 'blocked.0.to: the range may span at most 366 days'],
      ['2026-03-01', '2101-03-01', 'blocked.0.to: must be a day between the years 2000 and 2100'],
      ['1999-12-30', '2000-01-02', 'blocked.0.from: must be a day between the years 2000 and 2100'],
    ] as const) {
      const res = await put([{ from, to, reason: 'Closed' }]);
      expect(res.statusCode, from).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect((await view()).isDefault).toBe(true);
  });

  it('saves a short range decades ahead and lists the bookings on blocked days', async () => {
    const blocked = [
      { from: '2026-03-10', to: '2026-03-10', reason: 'Rain' },
      { from: '2099-12-01', to: '2099-12-31', reason: 'Far ahead' },
    ];
    const res = await put(blocked);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ bookingsOnBlockedDays: { email: string }[] }>();
    expect(body.bookingsOnBlockedDays.map((a) => a.email)).toEqual(['ana@example.com']);
    expect((await view()).settings.blocked).toEqual(blocked);
  });

  it('still reads a longer range an older version saved, and the calendar greys its days', async () => {
    const blocked = [{ from: '2026-03-12', to: '2040-03-01', reason: 'Saved before the bound' }];
    await saveAvailability(s.db, { ...defaultAvailabilitySettings(), blocked }, new Date());
    expect(await view()).toMatchObject({ isDefault: false, settings: { blocked } });
    const pub = await s.app.inject({ url: '/api/availability?from=2026-03-09&to=2026-03-13' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json<{ unavailableDays: string[] }>().unavailableDays).toEqual(['2026-03-12', '2026-03-13']);
    // Saving it again asks for it bounded.
    expect((await put(blocked)).statusCode).toBe(400);
  });
});
