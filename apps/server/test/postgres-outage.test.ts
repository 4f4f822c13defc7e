/** PostgreSQL goes away under captures: the API answers 503, and once it is back nothing is lost or doubled. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/store/migrate.js';
import { openPostgres } from '../src/store/postgres.db.js';
import type { SqlDb } from '../src/store/sql-db.js';
import { aCapture } from './a-capture.js';
import { PostgresCluster } from './postgres-cluster.js';
import { testServer, type TestServer } from './test-server.js';

describe('PostgreSQL outage', () => {
  let cluster: PostgresCluster;
  let db: SqlDb;
  let s: TestServer;
  beforeAll(async () => {
    cluster = await PostgresCluster.create();
    db = openPostgres(cluster.url, { onIdleError: () => {} });
    await migrate(db);
    s = await testServer({ CAPTURE_RATE_LIMIT: '1000' }, { db });
  });
  afterAll(async () => {
    await s.close();
    cluster.destroy();
  });

  const post = (body: unknown) =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload: body as object });

  it('answers 503 while the database is down and accepts the retries once it is back', async () => {
    const captures = Array.from({ length: 12 }, (_, i) =>
      aCapture({ fields: { email: `p${i}@example.com`, name: `P${i}`, phone: '5615550100' } }),
    );
    for (const c of captures.slice(0, 4)) expect((await post(c)).statusCode).toBe(202);

    cluster.stop('fast');
    const during = await Promise.all(captures.slice(4, 8).map(post));
    for (const res of during) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json<{ message: string }>().message).toMatch(/briefly unavailable/);
    }
    expect((await s.app.inject({ url: '/healthz' })).statusCode).toBe(503);

    cluster.start();
    // The browser outbox re-sends everything it has not seen acknowledged, including some that were.
    for (const c of captures.slice(2)) expect([200, 202]).toContain((await post(c)).statusCode);
    const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
    expect(await count('select count(*)::int as n from lead_events')).toBe(12);
    expect(await count('select count(distinct capture_id)::int as n from lead_events')).toBe(12);
    expect(await count('select count(*)::int as n from onboarding_submissions')).toBe(12);
    expect(await count('select count(*)::int as n from webhook_deliveries')).toBe(12);
    expect((await s.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
