// `npm run bench -w @pw/web`: Lighthouse 12.8.2 (mobile, the default) against the production build
// served by the real server, for each prerendered page. Records the four category scores, LCP, TBT,
// CLS, FCP, total and script bytes, and the initial-JS gzip size into bench/results.json.
// BENCH_URL=http://host:port skips starting the server (measure a server you started yourself).
import { execFileSync } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJs } from '../scripts/check-bundle-budget.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const lighthouseBin = join(repoRoot, 'node_modules/lighthouse/cli/index.js');
const pages = ['/', '/pricing', '/privacy-policy'];

const freePort = () =>
  new Promise((res) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-'));
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
    if (child.exitCode !== null) throw new Error('server exited before answering');
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function audit(url) {
  const out = join(mkdtempSync(join(tmpdir(), 'pw-lh-')), 'report.json');
  execFileSync(
    process.execPath,
    [
      lighthouseBin,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
    },
  );
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dirname(out), { recursive: true, force: true });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const failed = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Number((num('cumulative-layout-shift') ?? 0).toFixed(4)),
    fcpMs: Math.round(num('first-contentful-paint')),
    totalBytes: Math.round(num('total-byte-weight')),
    scriptBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((s, i) => s + (i.transferSize ?? 0), 0),
    requests: items.length,
    auditsBelowFull: failed,
  };
}

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => {} } : await startServer();
try {
  const results = {};
  for (const page of pages) {
    console.log(`lighthouse ${page} ...`);
    results[page] = audit(new URL(page, server.url).href);
    console.log(JSON.stringify(results[page]));
  }
  const { gzipBytes } = initialJs();
  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: '12.8.2',
    formFactor: 'mobile (Lighthouse default throttling)',
    server: process.env.BENCH_URL ? 'external' : 'node apps/server/dist/main.js',
    initialJsGzipBytes: gzipBytes,
    pages: results,
  };
  writeFileSync(join(here, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`wrote ${join(here, 'results.json')}`);
} finally {
  server.stop();
}
