/** Builds the real server on a fresh store for a test, with a fixed clock and no logs. */
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '../src/env.js';
import { buildServer, type ServerDeps } from '../src/server.js';
import type { SqlDb } from '../src/store/sql-db.js';
import { freshPglite } from './databases.js';

/** Monday 2 March 2026, 15:00 UTC. */
export const NOW = new Date('2026-03-02T15:00:00.000Z');
export const PASSWORD = 'correct horse battery staple';

export interface TestServer {
  app: FastifyInstance;
  db: SqlDb;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export async function testServer(
  env: Record<string, string> = {},
  over: Partial<ServerDeps> & { db?: SqlDb } = {},
): Promise<TestServer> {
  const db = over.db ?? (await freshPglite());
  const app = await buildServer({
    env: loadEnv({ ADMIN_PASSWORD: PASSWORD, WEBHOOK_ALLOW_PRIVATE: '1', ...env }),
    now: () => NOW,
    startWorker: false,
    ...over,
    db,
  });
  await app.ready();
  return {
    app,
    db,
    count: async (table) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Signs the owner in and returns a caller that sends the session cookie and the CSRF token. */
export async function signedIn(s: TestServer) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode}`);
  const cookie = `pw_session=${res.cookies.find((c) => c.name === 'pw_session')!.value}`;
  const csrf = res.json<{ csrfToken: string }>().csrfToken;
  return (method: string, url: string, payload?: object) =>
    s.app.inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie, 'x-csrf-token': csrf },
    });
}
