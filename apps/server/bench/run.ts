// `npm run bench -w @pw/server` (and the root `npm run bench`): the capture API on PGlite and the funnel
// analytics on PostgreSQL, written to bench/results.json with the date and the machine's load. Not part
// of `npm test`: these are measurements, and the shared machine's load moves them.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAnalytics } from './analytics.js';
import { benchCaptures } from './captures.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY; // 'captures' or 'analytics'
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  cpus: cpus().length,
  node: process.version,
  loadAverageBefore: load(),
};
if (only !== 'analytics') {
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
if (only !== 'captures') {
  const a = await benchAnalytics();
  results.analytics = { ...a, budgetMs: 300, met: a.p95Ms < 300 && a.sameAsScan };
  console.log(
    `analytics: 90 days over ${a.events} events: median ${a.medianMs} ms, p95 ${a.p95Ms} ms ` +
      `(first call rolling up: ${a.coldMs} ms; plain scan: ${a.scanMs} ms; exact: ${a.sameAsScan})`,
  );
  if (!a.sameAsScan) process.exitCode = 1;
}
results.loadAverageAfter = load();
// Arrays of numbers on one line, as prettier writes them.
const json = JSON.stringify(results, null, 2).replace(
  /\[\s+([-\d.,\s]+?)\s+\]/g,
  (_, nums: string) => `[${nums.split(/,\s*/).join(', ')}]`,
);
writeFileSync(join(here, 'results.json'), `${json}\n`);
console.log(`written to bench/results.json (load average ${load().join(', ')})`);
