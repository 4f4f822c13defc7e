// `npm run bench -w @pw/server` (and the root `npm run bench`): the capture API on PGlite and the funnel
// analytics on PostgreSQL, written to bench/results.json with the date and the machine's load. Not part
// of `npm test`: these are measurements, and the shared machine's load moves them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAnalytics } from './analytics.js';
import { benchCaptures } from './captures.js';
import { benchInbox } from './inbox.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY; // 'captures', 'analytics' or 'inbox'
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  cpus: cpus().length,
  node: process.version,
  loadAverageBefore: load(),
};
if (!only || only === 'captures') {
  const c = await benchCaptures();
  results.captures = {
    ...c,
    budget: { throughputPerSecond: 1000, latencyP99Ms: 50 },
    met: c.throughputPerSecond >= 1000 && c.latencyP99Ms < 50,
  };
  console.log(
    `captures budget (>= 1000/s, p99 < 50 ms): ${results.captures && c.throughputPerSecond >= 1000 && c.latencyP99Ms < 50 ? 'met' : 'NOT met'}`,
  );
  results.loadAverageAfterCaptures = load();
  if (c.non2xx > 0 || c.errors > 0) process.exitCode = 1;
}
if (!only || only === 'analytics') {
  const a = await benchAnalytics();
  results.analytics = { ...a, budgetMs: 300, met: a.p95Ms < 300 && a.sameAsScan };
  console.log(
    `analytics: 90 days over ${a.events} events: median ${a.medianMs} ms, p95 ${a.p95Ms} ms ` +
      `(first call rolling up: ${a.coldMs} ms; plain scan: ${a.scanMs} ms; exact: ${a.sameAsScan})`,
  );
  if (!a.sameAsScan) process.exitCode = 1;
}
if (!only || only === 'inbox') {
  const stores = await benchInbox();
  results.inbox = stores.map((s) => ({ ...s, budgetMs: 100, met: s.worstP95Ms < 100 }));
  for (const s of stores) {
    const medians = Object.entries(s.queries).map(([q, f]) => `${q} ${f.medianMs}`);
    console.log(
      `inbox on ${s.store}, ${s.leads} leads (median ms): ${medians.join(', ')}; worst p95 ${s.worstP95Ms} ms`,
    );
  }
}
results.loadAverageAfter = load();
// Arrays of numbers on one line, as prettier writes them.
// A partial run (BENCH_ONLY) keeps the other parts' last figures.
const file = join(here, 'results.json');
const previous = only && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
const META = ['date', 'cpus', 'node', 'loadAverageBefore', 'loadAverageAfterCaptures', 'loadAverageAfter'];
const part = (keep: (k: string) => boolean) =>
  Object.fromEntries(Object.entries(results).filter(([k]) => keep(k)));
// The top-level date and load averages stay those of the last full run; a part run carries its own.
const merged = only
  ? { ...previous, ...part((k) => !META.includes(k)), [`${only}Run`]: part((k) => META.includes(k)) }
  : results;
const json = JSON.stringify(merged, null, 2).replace(
  /\[\s+([-\d.,\s]+?)\s+\]/g,
  (_, nums: string) => `[${nums.split(/,\s*/).join(', ')}]`,
);
writeFileSync(file, `${json}\n`);
console.log(`written to bench/results.json (load average ${load().join(', ')})`);
