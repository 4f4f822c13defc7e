import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/databases.js';
import { quietLog } from '../../test/quiet-log.js';
import { waitFor, WebhookReceiver } from '../../test/webhook-receiver.js';
import { migrate } from '../store/migrate.js';
import { openPglite } from '../store/pglite.db.js';
import type { SqlDb } from '../store/sql-db.js';
import { enqueueDelivery } from '../../test/deliveries.js';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox.worker.js';
import { signWebhook } from './webhook-body.js';
import { webhookSender } from './webhook.sender.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('outbox worker against a real receiver', () => {
  let db: SqlDb;
  let rx: WebhookReceiver;
  let worker: OutboxWorker | undefined;

  // One store for the block: each test starts from empty outbox tables, as from a fresh store (a
  // restored store per test cost about half a second of CPU, decision 0259).
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    rx = await new WebhookReceiver().start();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await rx.stop();
    await db.query('delete from webhook_attempts');
    await db.query('delete from webhook_deliveries');
  });

  function startWorker(over: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
    worker = new OutboxWorker({
      db,
      send: webhookSender({ allowPrivate: true, signingSecret: SECRET, timeoutMs: 300 }),
      webhookUrl: () => Promise.resolve(rx.url),
      log: quietLog(),
      retryDelay: () => 20,
      pollMs: 10,
      ...over,
    });
    worker.start();
    return worker;
  }

  async function enqueue(lead: string, n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 1; i <= n; i++) {
      const body = JSON.stringify({ email: lead, seq: i });
      ids.push(await enqueueDelivery(db, { leadKey: lead, body, now: new Date() }));
    }
    return ids;
  }

  const statuses = async () =>
    (await db.query<{ status: string }>('select status from webhook_deliveries order by seq')).rows.map(
      (r) => r.status,
    );

  it('delivers with Standard Webhooks headers and a valid signature', async () => {
    const [id] = await enqueue('a@example.com', 1);
    startWorker();
    await waitFor(() => rx.acknowledged.length === 1);
    const got = rx.received[0]!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toBe(`msg_${id}`);
    const ts = Number(got.headers['webhook-timestamp']);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(30);
    expect(got.headers['webhook-signature']).toBe(signWebhook(SECRET, `msg_${id}`, ts, got.body));
    await waitFor(async () => (await statuses())[0] === 'delivered');
  });

  it('retries a 500 with the same webhook-id, and stops once acknowledged', async () => {
    rx.script = ({ index }) => ({ status: index < 2 ? 500 : 200 });
    await enqueue('a@example.com', 1);
    startWorker();
    await waitFor(async () => (await statuses())[0] === 'delivered');
    await new Promise((r) => setTimeout(r, 100));
    expect(rx.received.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(new Set(rx.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const attempts = await db.query<{ status_code: number }>(
      'select status_code from webhook_attempts order by id',
    );
    expect(attempts.rows.map((r) => r.status_code)).toEqual([500, 500, 200]);
  });

  it('gives up on a receiver that does not answer in time and tries again', async () => {
    rx.script = ({ index }) => ({ status: 200, delayMs: index === 0 ? 2_000 : 0 });
    await enqueue('a@example.com', 1);
    startWorker();
    await waitFor(async () => (await statuses())[0] === 'delivered');
    const attempts = await db.query<{ error: string | null }>(
      'select error from webhook_attempts order by id',
    );
    // The first attempt is cut off at 0.3 s and a later one delivers. On a loaded machine the quick second
    // answer can miss 0.3 s too: every attempt before the delivered one is such a timeout.
    const errors = attempts.rows.map((r) => r.error);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.at(-1)).toBeNull();
    for (const error of errors.slice(0, -1)) expect(error).toMatch(/No answer within 0.3 s/);
  });

  it('waits as long as Retry-After asks after a 429', async () => {
    rx.script = ({ index }) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 };
    await enqueue('a@example.com', 1);
    startWorker();
    await waitFor(async () => (await statuses())[0] === 'delivered', 5_000);
    const at = await db.query<{ started_at: Date }>('select started_at from webhook_attempts order by id');
    const gap = at.rows[1]!.started_at.getTime() - at.rows[0]!.started_at.getTime();
    expect(gap).toBeGreaterThanOrEqual(1_000);
  });

  it('keeps the order per lead while the receiver is down, and sends each once when it is back', async () => {
    await enqueue('a@example.com', 3);
    await enqueue('b@example.com', 2);
    await enqueue('a@example.com', 1);
    const port = rx.port;
    await rx.stop();
    startWorker();
    await waitFor(async () => {
      const r = await db.query<{ n: number }>('select count(*)::int as n from webhook_attempts');
      return r.rows[0]!.n >= 4;
    });
    await rx.start(port);
    await waitFor(async () => (await statuses()).every((s) => s === 'delivered'));
    const byLead = (email: string) => rx.acknowledged.filter((b) => b.email === email).map((b) => b.seq);
    expect(byLead('a@example.com')).toEqual([1, 2, 3, 1]);
    expect(byLead('b@example.com')).toEqual([1, 2]);
    expect(rx.received).toHaveLength(6);
  });

  it('marks a delivery dead after the last attempt and keeps it visible', async () => {
    rx.script = () => ({ status: 500 });
    await enqueue('a@example.com', 1);
    startWorker({ maxAttempts: 3 });
    await waitFor(async () => (await statuses())[0] === 'dead');
    const d = await db.query<{ attempts: number; last_status: number }>(
      'select attempts, last_status from webhook_deliveries',
    );
    expect(d.rows[0]).toEqual({ attempts: 3, last_status: 500 });
    expect(rx.received).toHaveLength(3);
  });

  it('does not follow redirects', async () => {
    rx.script = () => ({ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } });
    await enqueue('a@example.com', 1);
    startWorker({ maxAttempts: 1 });
    await waitFor(async () => (await statuses())[0] === 'dead');
    expect(rx.received).toHaveLength(1);
  });

  it('refuses a loopback receiver when private addresses are not allowed', async () => {
    await enqueue('a@example.com', 1);
    startWorker({ send: webhookSender({ allowPrivate: false }), maxAttempts: 1 });
    await waitFor(async () => (await statuses())[0] === 'dead');
    expect(rx.received).toHaveLength(0);
    const a = await db.query<{ error: string }>('select error from webhook_attempts');
    expect(a.rows[0]?.error).toMatch(/127\.0\.0\.1/);
  });
});

describe('outbox worker stop()', () => {
  it('waits for every attempt in flight to be recorded, even when another one failed', async () => {
    const db = await freshPglite();
    try {
      const fast = await enqueueDelivery(db, { leadKey: 'a', body: '{"n":1}', now: new Date() });
      await enqueueDelivery(db, { leadKey: 'b', body: '{"n":2}', now: new Date() });
      let sending = 0;
      const w = new OutboxWorker({
        db,
        send: async (req) => {
          sending++;
          // One attempt throws at once; the other answers later and must still be recorded.
          if (req.id === `msg_${fast}`) throw new Error('sender crashed');
          await new Promise((r) => setTimeout(r, 300));
          return { ok: true, status: 200, excerpt: 'ok', durationMs: 300 };
        },
        webhookUrl: () => Promise.resolve('http://127.0.0.1:9/hook'),
        log: quietLog(),
        pollMs: 60_000,
      });
      w.start();
      await waitFor(() => sending === 2);
      await w.stop();
      const done = await db.query<{ status: string }>(
        `select status from webhook_deliveries where lead_key = 'b'`,
      );
      expect(done.rows).toEqual([{ status: 'delivered' }]);
    } finally {
      await db.close();
    }
  });
});

describe('outbox survives a restart', () => {
  it('sends deliveries left pending by a stopped server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-outbox-'));
    const rx = await new WebhookReceiver().start();
    try {
      let db = await freshPglite(join(dir, 'db'));
      await enqueueDelivery(db, { leadKey: 'a', body: '{"email":"a@example.com"}', now: new Date() });
      await db.close();
      // The second start opens the same data dir as the server does: open, then migrate.
      db = await openPglite(join(dir, 'db'));
      expect(await migrate(db)).toEqual([]);
      const w = new OutboxWorker({
        db,
        send: webhookSender({ allowPrivate: true }),
        webhookUrl: () => Promise.resolve(rx.url),
        log: quietLog(),
        pollMs: 10,
      });
      w.start();
      await waitFor(() => rx.acknowledged.length === 1);
      await w.stop();
      await db.close();
    } finally {
      await rx.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
