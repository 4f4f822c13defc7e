/** The owner's crews and their hours over HTTP (issue 42, decision 0330), on PGlite and PostgreSQL. */
import { crewsOfSlots, defaultAvailabilitySettings, type CrewSettings, type CrewsView } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';

const eightToFive = { start: '8:00 AM', end: '5:00 PM' };
const twoCrews: CrewSettings = {
  crews: 2,
  hours: [
    null,
    eightToFive,
    eightToFive,
    eightToFive,
    eightToFive,
    eightToFive,
    { start: '9:00 AM', end: '1:00 PM' },
  ],
};

describe.each(DB_KINDS)('the crews and their hours on %s', (kind) => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({}, { db: await freshDb(kind) });
    owner = await signInOwner(s.app);
  });
  afterAll(() => s.close());
  const crews = async () => (await owner('GET', '/api/admin/crews')).json<CrewsView>();

  it('keeps them behind sign-in', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/admin/crews' })).statusCode).toBe(401);
  });

  it('answers what the weekly slots mean until the owner saves crews, following a change of slots', async () => {
    expect(await crews()).toEqual({ settings: crewsOfSlots(defaultAvailabilitySettings()), isDefault: true });
    const slots = {
      ...defaultAvailabilitySettings(),
      capacity: 3,
      weeklySlots: [[], ['9:00 AM', '1:00 PM'], [], [], [], [], []],
    };
    expect((await owner('PUT', '/api/admin/availability', slots)).statusCode).toBe(200);
    expect(await crews()).toEqual({
      settings: {
        crews: 3,
        hours: [null, { start: '9:00 AM', end: '5:00 PM' }, null, null, null, null, null],
        allowedStarts: slots.weeklySlots,
      },
      isDefault: true,
    });
  });

  it('refuses hours that end before they start, naming the field, and saves nothing', async () => {
    const bad = {
      ...twoCrews,
      hours: [null, { start: '5:00 PM', end: '8:00 AM' }, null, null, null, null, null],
    };
    const res = await owner('PUT', '/api/admin/crews', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/hours\.1\.end: must end after it starts/);
    expect((await crews()).isDefault).toBe(true);
  });

  it("saves the owner's crews and answers them from then on, whatever the slots", async () => {
    const saved = await owner('PUT', '/api/admin/crews', twoCrews);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CrewsView>()).toEqual({ settings: twoCrews, isDefault: false });
    const slots = { ...defaultAvailabilitySettings(), capacity: 1 };
    expect((await owner('PUT', '/api/admin/availability', slots)).statusCode).toBe(200);
    expect(await crews()).toEqual({ settings: twoCrews, isDefault: false });
  });
});
