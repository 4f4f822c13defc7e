// `npm run bench -w @pw/web` (or `npm run bench` at the root): the pages benchmark of issue #13.
// Builds what it needs, starts the real server on the production build and a bare 2 KB reference page,
// then for BENCH_ROUNDS rounds (5 by default) runs Lighthouse (mobile, simulated throttling) on the bare
// page and on each of our pages in turn, so machine load falls on both alike; takes medians; walks the
// wizard on a phone with the CPU slowed 4x; taps each page's main control before hydration on a phone
// profile and measures its paint, the page's interactive time and main-thread work (early-taps.mjs,
// issue 22); prints every figure beside its budget and reference with
// PASS or MISS and writes bench/results.json and bench/results.md. Not part of `npm test`.
// BENCH_URL=http://host:port measures a server you started yourself (no build, no start).
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJs } from '../scripts/check-bundle-budget.mjs';
import { audit, launchChromium } from './lighthouse-runs.mjs';
import { judge, median, table, writeReport } from './report.mjs';
import { buildApp, landingHtmlBytes, startAppServer, startBarePage } from './serve.mjs';
import { measureEarlyTaps } from './early-taps.mjs';
import { measureWizard } from './wizard-inp.mjs';

const pages = ['/', '/pricing', '/privacy-policy', '/onboarding/welcome'];
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const load = () => loadavg().map((l) => Number(l.toFixed(2)));

/** Per figure, the median over the runs; each run's LCP and TBT are kept for the record (decision 0200). */
function summarize(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((r) => r[key]);
    out[key] = typeof values[0] === 'number' ? median(values) : values[Math.floor(values.length / 2)];
  }
  out.lcpRunsMs = runs.map((r) => r.lcpMs);
  out.tbtRunsMs = runs.map((r) => r.tbtMs);
  return out;
}

const external = process.env.BENCH_URL;
if (!external) buildApp();
const loadAverageStart = load();
console.log(`load average ${loadAverageStart.join(', ')} on ${cpus().length} CPUs`);
const app = external ? { url: external, stop: () => {} } : await startAppServer();
const bare = await startBarePage();
const chrome = await launchChromium();
try {
  const runs = { bare: [], ...Object.fromEntries(pages.map((p) => [p, []])) };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, url] of [['bare', bare.url], ...pages.map((p) => [p, new URL(p, app.url).href])]) {
      const figures = await audit(url, chrome.port);
      runs[name].push(figures);
      console.log(
        `round ${round}/${rounds} ${name}: LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, load ${load()[0]}`,
      );
    }
  }
  console.log('wizard on a phone, CPU slowed 4x ...');
  const wizard = await measureWizard(app.url, bare.stepUrl);
  console.log('early taps on a phone (CPU 4x, 150 ms, 1.6 Mbps), alternated with the bare page ...');
  const earlyTaps = await measureEarlyTaps(app.url, bare.url, rounds, console.log);
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageStart, loadAverageEnd: load() },
    lighthouse: '12.8.2',
    formFactor: 'mobile, default simulated throttling',
    rounds,
    server: external ? 'external' : 'node apps/server/dist/main.js (PGlite)',
    reference: { page: `bare HTML, ${bare.bytes} bytes, no script, no image`, ...summarize(runs.bare) },
    pages: Object.fromEntries(pages.map((p) => [p, summarize(runs[p])])),
    initialJsGzipBytes: initialJs().gzipBytes,
    landingHtml: await landingHtmlBytes(app.url),
    wizard,
    earlyTaps,
  };
  report.budgets = judge(report);
  console.log(`\n${table(report.budgets)}\n`);
  console.log(`load average ${report.machine.loadAverageEnd.join(', ')} at the end`);
  writeReport(dirname(fileURLToPath(import.meta.url)), report);
  console.log('wrote bench/results.json and bench/results.md');
} finally {
  await chrome.stop();
  bare.stop();
  app.stop();
}
