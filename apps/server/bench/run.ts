// `npm run bench -w @pw/server` (and the root `npm run bench`): every server budget of issue 13, each
// printed beside its budget and its reference from the same run with PASS or MISS, written to
// bench/results.json and bench/results.md with the date and the machine's load. It starts its own
// PostgreSQL cluster, webhook receiver and servers (the built dist/: turbo builds it first).
// Env: BENCH_QUICK=1 tiny sizes (the smoke test), BENCH_OUT another folder for the results,
// BENCH_SECONDS and BENCH_CONNECTIONS for the capture load, BENCH_LEADS and BENCH_EVENTS for the seeds,
// BENCH_PG_URL a running PostgreSQL to create the bench's databases on instead of a new cluster,
// BENCH_PGLITE_TEMPLATE a dumped migrated PGlite (the test run's) that the PGlite stores start from instead
// of creating their database (initdb): the smoke test's, whose figures are not measurements anyway.
// BENCH_ONLY=captures runs the capture loads alone (about a minute, not ten: for iterating on the capture
// path), BENCH_ONLY=captures-pglite or captures-postgres on one store; a partial run prints its figures
// and writes results only to BENCH_OUT, never over the committed full run's. BENCH_ONLY=admin runs the
// owner's queries alone (the inbox, a lead's page, the funnel) on both stores, likewise.
// Not part of `npm test`: these are measurements, and the shared machine's load moves them.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/store/pglite.db.js';
import pg from 'pg';
import { openPostgres } from '../src/store/postgres.db.js';
import { PostgresCluster } from '../test/postgres-cluster.js';
import { WebhookReceiver } from '../test/webhook-receiver.js';
import { benchAdmin, type AdminFigures } from './admin.js';
import { benchCaptures, type CaptureFigures } from './captures.js';
import { figure, textTable, writeResults, type Figure, type RunInfo } from './report.js';

const quick = process.env.BENCH_QUICK === '1';
const num = (name: string, full: number, small: number) =>
  Number(process.env[name] ?? (quick ? small : full));
const seconds = num('BENCH_SECONDS', 5, 1);
const connections = num('BENCH_CONNECTIONS', 50, 10);
const leads = num('BENCH_LEADS', 100_000, 500);
const events = num('BENCH_EVENTS', 1_000_000, 5_000);
const runs = quick ? 3 : 15;
const templateFile = process.env.BENCH_PGLITE_TEMPLATE;
const pgliteTemplate = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
const outDir = process.env.BENCH_OUT ?? dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY ?? '';
if (!['', 'captures', 'captures-pglite', 'captures-postgres', 'admin'].includes(only)) {
  throw new Error(`BENCH_ONLY=${only}: one of captures, captures-pglite, captures-postgres, admin`);
}
const onStore = (store: 'pglite' | 'postgres') =>
  only === '' || only === 'captures' || only === `captures-${store}`;
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

const info: RunInfo = {
  date: new Date().toISOString(),
  quick,
  cpus: cpus().length,
  node: process.version,
  loadAverageBefore: load(),
  loadAverageAfter: [],
};
const STORE = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
const CAPTURES_PER_SECOND = { pglite: 1_000, postgres: 3_000 } as const;

/** A line on stderr as each case starts, with the seconds since the run began: a full run takes minutes. */
const began = performance.now();
const step = (what: string) =>
  console.error(
    `bench: ${what} (at ${Math.round((performance.now() - began) / 100) / 10} s, load average ${load().join(', ')})`,
  );

async function capturesOn(store: 'pglite' | 'postgres', databaseUrl?: string): Promise<CaptureFigures> {
  step(`captures on ${STORE[store]}`);
  const receiver = await new WebhookReceiver().start();
  try {
    return await benchCaptures({
      store,
      receiver,
      seconds,
      connections,
      quick,
      ...(databaseUrl ? { databaseUrl } : pgliteTemplate ? { pgliteTemplate } : {}),
    });
  } finally {
    await receiver.stop();
  }
}

function captureFigures(c: CaptureFigures): Figure[] {
  const s = STORE[c.store];
  return [
    figure({
      name: `captures/s, ${s}, ${c.connections} connections`,
      value: c.captures.perSecond,
      unit: '/s',
      budget: { op: '>=', value: CAPTURES_PER_SECOND[c.store] },
      reference: { name: '/healthz', value: c.healthz.perSecond },
    }),
    figure({
      name: `capture p99, ${s}`,
      value: c.captures.p99Ms,
      unit: 'ms',
      budget: { op: '<', value: 50 },
      reference: { name: '/healthz p99', value: c.healthz.p99Ms },
    }),
    figure({ name: `server CPU per capture, ${s}`, value: c.serverCpuMsPerCapture, unit: 'ms' }),
    figure({
      name: `capture warm-up before measuring, ${s}`,
      value: c.warmUp.seconds,
      unit: 's',
      ...(c.warmUp.cpuMsPerCapture.length > 0
        ? { reference: { name: 'CPU ms/capture, first window', value: c.warmUp.cpuMsPerCapture[0]! } }
        : {}),
    }),
    figure({ name: `webhooks delivered during the load, ${s}`, value: c.webhooks.duringLoad, unit: '' }),
  ];
}

function memoryFigures(lite: CaptureFigures, pg: CaptureFigures): Figure[] {
  const budgets = [
    ['memory at idle after start, PGlite', 'idle', 150],
    ['peak memory (start and capture load), PGlite', 'peak', 300],
  ] as const;
  return budgets.map(([name, key, mb]) =>
    figure({
      name,
      value: lite.memoryMb[key],
      unit: 'MB',
      budget: { op: '<', value: mb },
      reference: { name: 'PostgreSQL', value: pg.memoryMb[key] },
    }),
  );
}

const QUERY_NAMES: Record<string, string> = {
  leadsFirstPage: 'leads list, first page',
  leadsNextPage: 'leads list, next page',
  leadsSearchName: 'leads list, name search',
  leadsSearchPhone: 'leads list, phone search',
  leadsFilterByPrice: 'leads list, filtered, by price',
  leadPage: "one lead's page",
  funnel: 'funnel, 90 days',
};

function adminFigures(a: AdminFigures): Figure[] {
  const floor = a.queries.select1!.medianMs;
  return Object.entries(QUERY_NAMES).map(([key, name]) =>
    figure({
      name: `${name} (median of ${a.runs}), ${STORE[a.store]}, ${key === 'funnel' ? `${a.events} events` : `${a.leads} leads`}`,
      value: a.queries[key]!.medianMs,
      unit: 'ms',
      budget: { op: '<', value: 100 },
      reference: { name: 'select 1', value: floor },
    }),
  );
}

/** Two empty databases: on a new throwaway cluster, or on BENCH_PG_URL's server (dropped afterwards). */
async function postgresDatabases(): Promise<{ captures: string; admin: string; destroy(): Promise<void> }> {
  const given = process.env.BENCH_PG_URL;
  if (!given) {
    const cluster = await PostgresCluster.create();
    cluster.createDatabase('captures');
    cluster.createDatabase('admin');
    const destroy = () => Promise.resolve(cluster.destroy());
    return { captures: cluster.urlOf('captures'), admin: cluster.urlOf('admin'), destroy };
  }
  const names = ['captures', 'admin'].map((n) => `bench_${n}_${randomUUID().slice(0, 8)}`);
  const run = async (sql: (name: string) => string) => {
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    for (const name of names) await client.query(sql(name));
    await client.end();
  };
  await run((name) => `create database ${name}`);
  const urlOf = (name: string) => Object.assign(new URL(given), { pathname: `/${name}` }).toString();
  return {
    captures: urlOf(names[0]!),
    admin: urlOf(names[1]!),
    destroy: () => run((name) => `drop database if exists ${name} with (force)`),
  };
}

/** The admin queries on both stores, on seeded databases (the full run's second half). */
async function adminOnBoth(adminUrl: string): Promise<AdminFigures[]> {
  const admin: AdminFigures[] = [];
  const liteDb = await openPglite(undefined, pgliteTemplate);
  try {
    step(`admin queries on PGlite: seeding ${leads} leads and ${events} events`);
    admin.push(await benchAdmin(liteDb, { leads, events, runs }));
  } finally {
    await liteDb.close();
  }
  const pgDb = openPostgres(adminUrl, { max: 4 });
  try {
    step(`admin queries on PostgreSQL: seeding ${leads} leads and ${events} events`);
    admin.push(await benchAdmin(pgDb, { leads, events, runs }));
  } finally {
    await pgDb.close();
  }
  return admin;
}

const databases = await postgresDatabases();
const figures: Figure[] = [];
const details: Record<string, unknown> = {};
const problems: string[] = [];
try {
  const lite = onStore('pglite') ? await capturesOn('pglite') : undefined;
  const pg = onStore('postgres') ? await capturesOn('postgres', databases.captures) : undefined;
  const captures = [lite, pg].filter((c) => c !== undefined);
  details.captures = captures;
  figures.push(...captures.flatMap(captureFigures));
  if (lite && pg) figures.push(...memoryFigures(lite, pg));
  else if (lite)
    figures.push(
      figure({ name: 'memory at idle after start, PGlite', value: lite.memoryMb.idle, unit: 'MB' }),
    );
  if (captures.some((c) => c.captures.non2xx > 0 || c.captures.errors > 0)) {
    problems.push('some captures were refused or failed: their figures do not count');
  }
  if (captures.some((c) => c.webhooks.total === 0)) problems.push('no webhook reached the receiver');
  if (only === '' || only === 'admin') {
    const admin = await adminOnBoth(databases.admin);
    details.admin = admin;
    figures.push(...admin.flatMap(adminFigures));
    if (admin.some((a) => !a.funnelExact)) problems.push('the funnel roll-up disagrees with a plain scan');
  }
} finally {
  await databases.destroy();
}
step('done');
info.loadAverageAfter = load();
console.log(textTable(figures));
console.log(
  `load average before ${info.loadAverageBefore.join(', ')}, after ${info.loadAverageAfter.join(', ')}`,
);
if (only === '' || process.env.BENCH_OUT) {
  writeResults(outDir, info, figures, { ...details, problems });
  console.log(`written to ${outDir}/results.json and results.md`);
}
for (const p of problems) console.error(`bench: ${p}`);
if (problems.length) process.exitCode = 1;
