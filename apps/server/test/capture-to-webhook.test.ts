/** The path of a lead over a real port: captures in, signed webhooks out, and a restart with deliveries pending. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.js';
import { buildServer } from '../src/server.js';
import { migrate } from '../src/store/migrate.js';
import { openPglite } from '../src/store/pglite.db.js';
import type { SqlDb } from '../src/store/sql-db.js';
import { signWebhook } from '../src/webhooks/webhook-body.js';
import { aWizardVisit } from './a-capture.js';
import { NOW } from './test-server.js';
import { waitFor, WebhookReceiver } from './webhook-receiver.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('captures to webhooks over a real port', () => {
  let dir: string;
  let rx: WebhookReceiver;
  let db: SqlDb;
  let app: FastifyInstance;
  let base: string;

  async function start(): Promise<void> {
    db = await openPglite(join(dir, 'pglite'));
    await migrate(db);
    app = await buildServer({
      db,
      env: loadEnv({
        ADMIN_PASSWORD: 'correct horse battery staple',
        WEBHOOK_URL: rx.url,
        WEBHOOK_ALLOW_PRIVATE: '1',
        WEBHOOK_SIGNING_SECRET: SECRET,
      }),
      now: () => NOW,
      // Captures see the fixed day; the worker runs on the real clock so its retries come due.
      worker: { retryDelay: () => 20, pollMs: 20, now: () => new Date() },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }
  async function stop(): Promise<void> {
    await app.close();
    await db.close();
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pw-e2e-'));
    rx = await new WebhookReceiver().start();
    await start();
  });
  afterAll(async () => {
    await stop();
    await rx.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: unknown) =>
    fetch(`${base}/api/captures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('listens on loopback and sends every step of a lead, in order, signed', async () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const c of aWizardVisit('wave@example.com')) expect((await post(c)).status).toBe(202);
    await waitFor(() => rx.acknowledged.length === 6, 10_000, 'six webhooks');
    expect(rx.acknowledged.map((b) => b.stage)).toEqual([
      'contact_completed',
      'address_completed',
      'property_type_completed',
      'service_type_completed',
      'quote_details',
      'appointment_scheduled',
    ]);
    const last = rx.received.at(-1)!;
    expect(last.json).toMatchObject({
      email: 'wave@example.com',
      quoteTotal: 900,
      quoteDetails: JSON.stringify([
        { name: 'House Exterior', price: 400 },
        { name: 'Roof Cleaning', price: 500 },
      ]),
      appointmentDate: '2026-03-06',
      appointmentTime: '8:30 AM',
    });
    const h = last.headers;
    expect(h['webhook-signature']).toBe(
      signWebhook(SECRET, String(h['webhook-id']), Number(h['webhook-timestamp']), last.body),
    );
  });

  it('sends deliveries left pending when the server stopped, after it starts again', async () => {
    const port = rx.port;
    await rx.stop();
    const visit = aWizardVisit('restart@example.com', undefined, '2026-03-11', '1:30 PM');
    for (const c of visit) expect((await post(c)).status).toBe(202);
    await stop();
    const pending = rx.acknowledged.length;
    await rx.start(port);
    await start();
    await waitFor(
      () => rx.acknowledged.filter((b) => b.email === 'restart@example.com').length === 6,
      15_000,
    );
    expect(rx.acknowledged.length).toBe(pending + 6);
    expect(rx.acknowledged.filter((b) => b.email === 'restart@example.com').map((b) => b.stage)).toEqual(
      visit.slice(2).map((c) => c.stage),
    );
  });
});
