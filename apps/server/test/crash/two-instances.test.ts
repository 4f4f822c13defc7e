/**
 * Two server processes on one PostgreSQL, as behind a load balancer: a session made on one is valid on the
 * other; the sign-in limit counts per instance (as docs/server.md says); both workers deliver side by side
 * without sending anything twice; and under SIGKILLs of either, no capture is lost or stored twice and no
 * delivery is lost (a delivery cut off by a kill is sent again with the same webhook-id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/store/postgres.db.js';
import { freshPostgresUrl } from '../databases.js';
import { PASSWORD } from '../test-server.js';
import { waitFor, WebhookReceiver } from '../webhook-receiver.js';
import {
  distinctAcknowledged,
  expectDeliveredOnceEach,
  expectStoredOnce,
  pendingDeliveries,
  signIn as signInAt,
  Fleet,
  sendAll,
  visitCaptures,
  withEmail,
} from './crash-harness.js';

describe('two server instances on one PostgreSQL', () => {
  let rx: WebhookReceiver;
  let dbUrl: string;
  let fleet: Fleet;
  beforeAll(async () => {
    rx = await new WebhookReceiver().start();
    dbUrl = await freshPostgresUrl();
    fleet = new Fleet(
      {
        DATABASE_URL: dbUrl,
        ADMIN_PASSWORD: PASSWORD,
        WEBHOOK_URL: rx.url,
        WEBHOOK_ALLOW_PRIVATE: '1',
        WEBHOOK_LEASE_MS: '1500',
        CAPTURE_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
      },
      2,
    );
    // One after the other: both would otherwise run the migrations at once (they take a lock, but the
    // second start would only wait).
    await fleet.start(0);
    await fleet.start(1);
  }, 200_000);
  afterAll(async () => {
    await fleet.stopAll();
    await rx.stop();
  });

  const url = (i: number) => fleet.url(i)!;
  const signIn = (i: number, password: string) => signInAt(url(i), password);

  it('honours a session made on one instance on the other, and a sign-out everywhere', async () => {
    const res = await signIn(0, PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const onOther = await fetch(`${url(1)}/api/admin/settings`, { headers: { cookie } });
    expect(onOther.status).toBe(200);
    const out = await fetch(`${url(1)}/api/admin/session`, {
      method: 'DELETE',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${url(0)}/api/admin/settings`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts the sign-in limit per instance, as documented', async () => {
    // Every attempt counts, the right one of the test above included: instance 0 is at its limit soon.
    const first: number[] = [];
    for (let i = 0; i < 6; i++) first.push((await signIn(0, 'wrong password')).status);
    expect(first.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(first.at(-1)).toBe(429);
    // Instance 1 has its own count: a wrong password there is still answered, and the owner gets in.
    expect((await signIn(1, 'wrong password')).status).toBe(401);
    expect((await signIn(1, PASSWORD)).status).toBe(200);
  });

  it('delivers side by side without sending anything twice, and loses nothing under SIGKILLs', async () => {
    // Quiet phase: both workers poll the same outbox; SKIP LOCKED must keep them from sending one twice.
    const quiet = Array.from({ length: 8 }, (_, i) => visitCaptures(`quiet-${i}@example.com`));
    await sendAll(
      quiet,
      (lane) => fleet.url(lane % 2),
      () => undefined,
    );
    await waitFor(
      () => distinctAcknowledged(rx) >= withEmail(quiet.flat()).length,
      60_000,
      'quiet deliveries',
    );
    const quietReceipts = rx.received.length;
    expect(quietReceipts).toBe(withEmail(quiet.flat()).length);

    // Storm phase: either instance is killed at random points; the client goes to whichever is up.
    const storm = Array.from({ length: 16 }, (_, i) => visitCaptures(`storm-${i}@example.com`));
    const stormAll = storm.flat();
    let confirmed = 0;
    const killer = (async () => {
      for (const [n, share] of [0.2, 0.5, 0.8].entries()) {
        await waitFor(
          () => confirmed >= (share + Math.random() * 0.1) * stormAll.length,
          120_000,
          'progress',
        );
        const victim = (n + Math.round(Math.random())) % 2;
        await fleet.kill(victim);
        await fleet.start(victim);
      }
    })();
    await sendAll(
      storm,
      (lane) => fleet.url(lane % 2),
      () => confirmed++,
    );
    await killer;
    await fleet.kill(1);
    await fleet.start(1);
    const all = [...quiet.flat(), ...stormAll];
    await waitFor(() => distinctAcknowledged(rx) >= withEmail(all).length, 60_000, 'every delivery');
    // And the store agrees: a killed instance's unrecorded attempts stay pending until resent. Asked of
    // instance 1, just restarted: instance 0 may have run all along, its sign-in limit spent by the test
    // above (it failed 1 run in 8, when the killer happened to spare instance 0).
    const pending = await pendingDeliveries(fleet.url(1)!, PASSWORD);
    await waitFor(async () => (await pending()) === 0, 60_000, 'no delivery pending');
    await fleet.stopAll();

    const db = openPostgres(dbUrl);
    try {
      const deliveries = await expectStoredOnce(db, all);
      expectDeliveredOnceEach(rx, deliveries);
      expect(fleet.kills).toBe(4);
    } finally {
      await db.close();
    }
  }, 240_000);
});
