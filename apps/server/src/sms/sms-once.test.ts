/**
 * Each text is sent once (decision 0211): texts claimed by a worker that died mid-queue are sent by the
 * restarted one after their lease, never twice; and two workers on one PostgreSQL, each on its own
 * connection as two servers would be, share a queue without sending any text twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite, freshPostgresUrl } from '../../test/databases.js';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { quietLog } from '../../test/quiet-log.js';
import { waitFor } from '../../test/webhook-receiver.js';
import { migrate } from '../store/migrate.js';
import { openPostgres } from '../store/postgres.db.js';
import type { SqlDb } from '../store/sql-db.js';
import { twilioProvider } from './sms-provider.js';
import { claimDueSms, queueSms } from './sms.store.js';
import { SmsWorker } from './sms.worker.js';

const NOW = new Date('2026-03-02T15:00:00.000Z');

describe('each text is sent once', () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
  });
  afterAll(() => fake.stop());

  const worker = (db: SqlDb, now: () => Date) =>
    new SmsWorker({
      db,
      // Only the owner's or booking messages here: a prospect's would have no lead to check.
      check: () => Promise.resolve({ action: 'drop', reason: 'no_lead' }),
      provider: () => Promise.resolve(twilioProvider({ ...fake.settings, from: '+15615550100' })),
      log: quietLog(),
      now,
      pollMs: 10,
    });
  const queue = async (db: SqlDb, tag: string, n: number) => {
    for (let i = 0; i < n; i++)
      await queueSms(db, {
        kind: 'owner_alert',
        idempotencyKey: `owner_alert:${tag}-${i}`,
        to: '+15615550142',
        body: `${tag} ${i}`,
        now: NOW,
      });
  };
  const sentOf = (tag: string) =>
    fake.messages.filter((m) => m.body.startsWith(`${tag} `)).map((m) => m.body);

  it('after a restart mid-queue', async () => {
    const db = await freshPglite();
    try {
      await queue(db, 'restart', 6);
      // The first process claimed half of them and died before sending: their lease holds them a minute.
      expect(
        await claimDueSms(db, { now: NOW, leaseUntil: new Date(NOW.getTime() + 60_000), limit: 3 }),
      ).toHaveLength(3);
      // A key queued again (the writer retried after the crash) adds nothing.
      await queue(db, 'restart', 6);
      let clock = NOW;
      const restarted = worker(db, () => clock);
      restarted.start();
      await waitFor(() => sentOf('restart').length === 3, 10_000, 'the unclaimed texts');
      clock = new Date(NOW.getTime() + 61_000);
      await waitFor(() => sentOf('restart').length === 6, 10_000, 'the texts the dead process held');
      await restarted.stop();
      expect(sentOf('restart').sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `restart ${i}`));
      const rows = await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from sms_deliveries group by status',
      );
      expect(rows.rows).toEqual([{ status: 'sent', n: 6 }]);
    } finally {
      await db.close();
    }
  });

  it('with two workers on one PostgreSQL', async () => {
    const url = await freshPostgresUrl();
    const [a, b] = [openPostgres(url), openPostgres(url)];
    try {
      await migrate(a);
      await queue(a, 'pair', 40);
      const workers = [worker(a, () => NOW), worker(b, () => NOW)];
      for (const w of workers) w.start();
      await waitFor(() => sentOf('pair').length >= 40, 20_000, 'every text');
      await new Promise((r) => setTimeout(r, 200));
      await Promise.all(workers.map((w) => w.stop()));
      const sent = sentOf('pair');
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
