import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from '../../test/databases.js';
import { quietLog } from '../../test/quiet-log.js';
import { waitFor, WebhookReceiver } from '../../test/webhook-receiver.js';
import { migrate } from '../store/migrate.js';
import { openPostgres } from '../store/postgres.db.js';
import type { SqlDb } from '../store/sql-db.js';
import { enqueueDelivery } from '../../test/deliveries.js';
import { OutboxWorker } from './outbox.worker.js';
import { webhookSender } from './webhook.sender.js';

describe('two server processes on one PostgreSQL', () => {
  let a: SqlDb;
  let b: SqlDb;
  let rx: WebhookReceiver;
  beforeAll(async () => {
    const url = await freshPostgresUrl();
    a = openPostgres(url);
    b = openPostgres(url);
    await Promise.all([migrate(a), migrate(b)]);
    rx = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    await rx.stop();
    await Promise.all([a.close(), b.close()]);
  });

  it('never send the same delivery twice and keep each lead in order', async () => {
    const leads = Array.from({ length: 8 }, (_, i) => `lead${i}@example.com`);
    for (let seq = 1; seq <= 5; seq++) {
      for (const email of leads) {
        await enqueueDelivery(a, { leadKey: email, body: JSON.stringify({ email, seq }), now: new Date() });
      }
    }
    // Some failures make the workers retry and race for the same rows.
    rx.script = ({ index }) => ({ status: index % 7 === 3 ? 503 : 200, delayMs: 5 });
    const workers = [a, b].map(
      (db) =>
        new OutboxWorker({
          db,
          send: webhookSender({ allowPrivate: true }),
          webhookUrl: () => Promise.resolve(rx.url),
          log: quietLog(),
          retryDelay: () => 5,
          pollMs: 5,
          batch: 3,
        }),
    );
    workers.forEach((w) => w.start());
    await waitFor(() => rx.acknowledged.length >= 40, 20_000, '40 deliveries');
    await Promise.all(workers.map((w) => w.stop()));
    expect(rx.acknowledged).toHaveLength(40);
    for (const email of leads) {
      expect(rx.acknowledged.filter((x) => x.email === email).map((x) => x.seq)).toEqual([1, 2, 3, 4, 5]);
    }
    const attempts = await a.query<{ n: number }>('select count(*)::int as n from webhook_attempts');
    expect(attempts.rows[0]!.n).toBe(rx.received.length);
  });
});
