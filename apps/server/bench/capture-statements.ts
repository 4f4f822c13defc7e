// `npx tsx bench/capture-statements.ts [pglite|postgres]`: the SQL statements the capture path makes, counted
// on each store: for one capture alone, for 50 sent together (one group commit's batch or a few), and what
// the workers then do (the webhook's delivery, the alerts). Each statement is printed with how many times it
// ran, by its first words. Not a measurement of time (bench/run.ts is): a count, which does not depend on the
// host's load, to see the round trips a change saves. The workers poll only when nudged.
import { randomUUID } from 'node:crypto';
import { buildServer } from '../src/server.js';
import { loadEnv } from '../src/env.js';
import { migrate } from '../src/store/migrate.js';
import { openPglite } from '../src/store/pglite.db.js';
import { openPostgres } from '../src/store/postgres.db.js';
import type { Queryable, SqlDb } from '../src/store/sql-db.js';
import { PostgresCluster } from '../test/postgres-cluster.js';
import { waitFor, WebhookReceiver } from '../test/webhook-receiver.js';

const seen: string[] = [];
const counted = (q: Queryable): Queryable => ({
  query: (sql, params) => {
    seen.push(sql.replace(/\s+/g, ' ').trim().slice(0, 110));
    return q.query(sql, params);
  },
});
const countedDb = (db: SqlDb): SqlDb => ({
  ...db,
  kind: db.kind,
  ...counted(db),
  transaction: (fn) => {
    seen.push('(begin ... commit)');
    return db.transaction((tx) => fn(counted(tx)));
  },
});

let n = 0;
/** The bench's capture (bench/captures.ts): a new lead reaching the contact step. */
const capture = () => ({
  captureId: randomUUID(),
  visitId: randomUUID(),
  formType: 'onboarding',
  stage: 'contact_completed',
  currentStep: 'contact',
  fields: { email: `count${(n += 1)}@example.com`, name: 'Bench', phone: '5615550100' },
  source: 'http://127.0.0.1/onboarding/contact',
  querystring: '?utm_source=bench',
  timestamp: new Date().toISOString(),
});

function report(title: string, captures: number): void {
  const by = new Map<string, number>();
  for (const s of seen) by.set(s, (by.get(s) ?? 0) + 1);
  console.log(`\n${title}: ${seen.length} statements (${(seen.length / captures).toFixed(2)} per capture)`);
  for (const [s, k] of [...by].sort((a, b) => b[1] - a[1])) console.log(`${String(k).padStart(5)}  ${s}`);
  seen.length = 0;
}

async function count(store: 'pglite' | 'postgres'): Promise<void> {
  const cluster = store === 'postgres' ? await PostgresCluster.create() : undefined;
  cluster?.createDatabase('count');
  const raw = cluster ? openPostgres(cluster.urlOf('count')) : await openPglite();
  const receiver = await new WebhookReceiver().start();
  try {
    await migrate(raw);
    const app = await buildServer({
      db: countedDb(raw),
      env: loadEnv({
        ADMIN_PASSWORD: 'count-password-not-secret',
        CAPTURE_RATE_LIMIT: '100000000',
        WEBHOOK_URL: receiver.url,
        WEBHOOK_ALLOW_PRIVATE: '1',
      }),
      // No timed polls: what is counted is what the captures cause (their nudges), not the clock.
      worker: { pollMs: 3_600_000 },
    });
    await app.ready();
    const post = () =>
      app.inject({ method: 'POST', url: '/api/captures', payload: capture() }).then((r) => {
        if (r.statusCode !== 202) throw new Error(`${r.statusCode} ${r.body}`);
      });
    // Warm: the first capture reads what later ones find cached, and the workers' first polls.
    await post();
    await waitFor(() => receiver.received.length >= 1, 30_000, 'the first webhook');
    await new Promise((r) => setTimeout(r, 500));
    seen.length = 0;
    console.log(`\n===== ${store}`);
    await post();
    report('one capture, the request', 1);
    await waitFor(() => receiver.received.length >= 2, 30_000, 'its webhook');
    await new Promise((r) => setTimeout(r, 300));
    report('its webhook and alerts, the workers', 1);
    await Promise.all(Array.from({ length: 50 }, post));
    report('50 captures together, the requests', 50);
    await waitFor(() => receiver.received.length >= 52, 30_000, 'their webhooks');
    await new Promise((r) => setTimeout(r, 300));
    report('their webhooks and alerts, the workers', 50);
    await app.close();
  } finally {
    await receiver.stop();
    await raw.close();
    cluster?.destroy();
  }
}

for (const store of process.argv[2]
  ? [process.argv[2] as 'pglite' | 'postgres']
  : (['pglite', 'postgres'] as const)) {
  await count(store);
}
