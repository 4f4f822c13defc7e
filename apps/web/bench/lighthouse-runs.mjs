// Lighthouse 12.8.2 through its node API, mobile with the default simulated throttling (Lantern), in one
// headless Chromium for every run (Lighthouse resets the cache and storage before each navigation).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { browserPath } from '../../../scripts/browser-path.mjs';

/** Starts Chromium with a DevTools port of its choosing and resolves once it listens. */
export async function launchChromium() {
  if (!existsSync(browserPath)) {
    throw new Error(
      `No browser at ${browserPath}: the root npm run bench installs Debian's chromium first ` +
        '(scripts/ensure-test-tools.sh), or set CHROME_PATH to a Chromium-family browser.',
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'pw-bench-chrome-'));
  const child = spawn(
    browserPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((res, rej) => {
    let seen = '';
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = seen.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) res(Number(match[1]));
    });
    child.on('exit', (code) => rej(new Error(`chromium exited (${code}) before listening: ${seen}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = child.exitCode === null ? new Promise((res) => child.once('exit', res)) : null;
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** The figures the budgets read from one Lighthouse report. */
export function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    // Every main-thread task of the load, by Lighthouse's breakdown (simulated: the CPU's 4x applied).
    mainThreadMs: Math.round(num('mainthread-work-breakdown') ?? 0),
    cls: Number((num('cumulative-layout-shift') ?? 0).toFixed(4)),
    // Lighthouse's own split of the LCP (TTFB, load delay, load time, render delay), for the why.
    lcpPhasesMs: Object.fromEntries(phases.map((p) => [p.phase, Math.round(p.timing)])),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector,
    totalBytes: Math.round(num('total-byte-weight') ?? 0),
    scriptBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((s, i) => s + (i.transferSize ?? 0), 0),
    requests: items.length,
    auditsBelowFull: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
      )
      .map((a) => a.id),
  };
}

/**
 * One Lighthouse run against `url` in the browser on `port`; a busy machine now and then makes
 * Lighthouse fail to record a trace (NO_NAVSTART, a runtime error), so it tries again, up to 3 times.
 */
export async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const error = result?.lhr.runtimeError;
    if (result && !error) return figuresOf(result.lhr);
    if (attempt >= 3) throw new Error(`lighthouse failed on ${url}: ${error?.code ?? 'no result'}`);
    console.warn(`lighthouse failed on ${url} (${error?.code}), retrying`);
  }
}
