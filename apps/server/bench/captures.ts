// Capture API benchmark: starts the built server with its start command (package.json's, flags and all)
// on PGlite in a fresh DATA_DIR, or on PostgreSQL, on a free loopback port, with its webhook worker
// delivering to a local receiver. It measures the server's memory at idle after start, then its trivial
// route (`/healthz`, the ceiling) and POST /api/captures with autocannon, the same connections and
// duration each, and the server's own CPU time per capture (which, unlike captures/s, does not depend on
// what else the machine runs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openPglite } from '../src/store/pglite.db.js';
import { freePort } from '../test/server-process.js';
import { waitFor, type WebhookReceiver } from '../test/webhook-receiver.js';
import { round } from './report.js';

export interface CaptureFigures {
  store: 'pglite' | 'postgres';
  seconds: number;
  connections: number;
  /** From spawn to the first /healthz answer (a first start on PGlite creates its database). */
  startSeconds: number;
  captures: Load;
  healthz: Load;
  /** CPU time (user + system) the server process spent per capture during the run. */
  serverCpuMsPerCapture: number;
  /** Resident memory: after start with nothing to do, sampled peak under load, and the process's peak. */
  memoryMb: { idle: number; peakUnderLoad: number; peak: number };
  /**
   * The capture load run before measuring, until the server's CPU per capture settled (decision 0328):
   * how long, how many captures, and the CPU per capture of each 2-second window.
   */
  warmUp: { seconds: number; captures: number; cpuMsPerCapture: number[] };
  /** Webhooks the receiver was sent while the captures ran, and all it got by the end. */
  webhooks: { duringLoad: number; total: number };
}

interface Load {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const here = dirname(fileURLToPath(import.meta.url));

/** utime + stime of a process in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** VmRSS (now) and VmHWM (the peak since start) of a process, in MB. */
export function memoryMb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: round(kb('VmRSS') / 1024), hwm: round(kb('VmHWM') / 1024) };
}

/**
 * The server's start command as `npm start -w @pw/server` runs it (package.json: `VAR=value ... exec node
 * --flag ... start.mjs`): its environment settings and Node flags (decisions 0176 and 0195) are measured
 * with it, read from the one place that states them.
 */
function startCommand(): { env: Record<string, string>; nodeArgs: string[]; script: string } {
  const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const m = /^((?:\w+=\S+ )*)exec node ((?:--\S+ )*)(start\.mjs)$/.exec(pkg.scripts.start);
  if (!m)
    throw new Error(`the start script is not "VAR=value exec node --flag start.mjs": ${pkg.scripts.start}`);
  const words = (text: string) => text.split(' ').filter(Boolean);
  const env = Object.fromEntries(
    words(m[1]!).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  );
  return { env, nodeArgs: words(m[2]!), script: join(here, '..', m[3]!) };
}

let n = 0;
/** A new lead reaching the contact step: a row, a folded state, an event and a webhook delivery. */
const capture = () => {
  n += 1;
  return JSON.stringify({
    captureId: randomUUID(),
    visitId: randomUUID(),
    formType: 'onboarding',
    stage: 'contact_completed',
    currentStep: 'contact',
    fields: { email: `bench${n}@example.com`, name: 'Bench', phone: '5615550100' },
    source: 'http://127.0.0.1/onboarding/contact',
    querystring: '?utm_source=bench',
    timestamp: new Date().toISOString(),
  });
};

async function load(url: string, connections: number, seconds: number, post: boolean): Promise<Load> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(post
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [{ setupRequest: (req: object) => ({ ...req, body: capture() }) }],
        }
      : {}),
  });
  return {
    requests: r.requests.total,
    perSecond: round(r.requests.total / seconds),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * Captures at full load in 2-second windows until the server's CPU per capture is steady: the last three
 * windows within 10% of their mean (at most 60 s). A fresh server spends its first tens of seconds of
 * captures compiling: V8 tiers PostgreSQL's WebAssembly and the capture path's JavaScript up to optimised
 * code on its background threads (with glibc's 32 KB mmap threshold, decision 0176, each compiler zone
 * is an mmap and a munmap). Measured on 29 November 2026: 6 to 8 ms of server CPU per capture in the first
 * 30 s, 1.6 to 2.3 ms after, the compiler threads from 70% of the server's CPU to under 10%.
 */
async function warmCapturesUntilSteady(
  base: string,
  pid: number,
  connections: number,
): Promise<{ seconds: number; captures: number; cpuMsPerCapture: number[] }> {
  const perCapture: number[] = [];
  let captures = 0;
  const steady = () => {
    const last = perCapture.slice(-3);
    if (last.length < 3) return false;
    const mean = last.reduce((a, b) => a + b, 0) / 3;
    return last.every((v) => Math.abs(v - mean) <= 0.1 * mean);
  };
  while (!steady() && perCapture.length < 30) {
    const cpu = cpuMs(pid);
    const window = await load(`${base}/api/captures`, connections, 2, true);
    captures += window.requests;
    perCapture.push(round((cpuMs(pid) - cpu) / Math.max(1, window.requests), 2));
  }
  return { seconds: perCapture.length * 2, captures, cpuMsPerCapture: perCapture };
}

export async function benchCaptures(o: {
  store: 'pglite' | 'postgres';
  databaseUrl?: string;
  receiver: WebhookReceiver;
  seconds: number;
  connections: number;
  /** A dumped migrated PGlite to start the data folder from: the first start's initdb is not measured. */
  pgliteTemplate?: Blob;
  /**
   * The smoke test's quick run, whose figures mean nothing: a 0.2 s idle pause instead of 2 and no
   * warm-up loads, 2.8 s of fixed pauses per store that bought nothing the smoke checks.
   */
  quick?: boolean;
}): Promise<CaptureFigures> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-'));
  if (o.store === 'pglite' && o.pgliteTemplate) {
    await (await openPglite(join(dataDir, 'pglite'), o.pgliteTemplate)).close();
  }
  const t0 = performance.now();
  const start = startCommand();
  const server = spawn(
    process.execPath,
    [...start.nodeArgs, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), start.script],
    {
      env: {
        PATH: process.env.PATH ?? '',
        ...start.env,
        TZ: 'UTC',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: o.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-password-not-secret',
        CAPTURE_RATE_LIMIT: '100000000',
        WEBHOOK_URL: o.receiver.url,
        WEBHOOK_ALLOW_PRIVATE: '1',
        // The web app is not what is measured here.
        WEB_DIST_DIR: dataDir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // Watched from the start: a server that dies at once (not built, port taken) must end the bench with
  // its reason, not leave it waiting for an 'exit' that already happened, with its PostgreSQL running.
  let gone = false;
  const exited = new Promise<void>((r) => server.once('exit', () => ((gone = true), r())));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (gone) throw new Error('the server exited before it answered /healthz (built? npm run build)');
        return (await fetch(`${base}/healthz`).catch(() => undefined))?.ok === true;
      },
      180_000,
      'the server to answer /healthz',
    );
    const startSeconds = round((performance.now() - t0) / 1000);
    console.error(`bench:   ${o.store} server answering after ${startSeconds} s`);
    // Idle: started, nothing asked of it for a moment.
    await new Promise((r) => setTimeout(r, o.quick ? 200 : 2_000));
    const idle = memoryMb(server.pid!).rss;
    // Warm up until the server is in its steady state (decision 0328), then let the webhooks of the
    // warm-up go out, so that neither load below is measured beside the other's leftovers.
    let warmUp = { seconds: 0, captures: 0, cpuMsPerCapture: [] as number[] };
    if (!o.quick) {
      warmUp = await warmCapturesUntilSteady(base, server.pid!, o.connections);
      console.error(
        `bench:   ${o.store} warm after ${warmUp.seconds} s of captures, CPU ms per capture by window: ` +
          warmUp.cpuMsPerCapture.join(', '),
      );
      const sent = o.receiver.received.length;
      await waitFor(
        () => o.receiver.received.length >= sent + warmUp.captures * 0.99,
        120_000,
        'the warm-up webhooks',
      ).catch(() => undefined);
      await load(`${base}/healthz`, 2, Math.min(1, o.seconds), false);
    }
    const healthz = await load(`${base}/healthz`, o.connections, o.seconds, false);

    let peakUnderLoad = 0;
    const sampler = setInterval(() => {
      peakUnderLoad = Math.max(peakUnderLoad, memoryMb(server.pid!).rss);
    }, 100);
    const receivedBefore = o.receiver.received.length;
    const cpuBefore = cpuMs(server.pid!);
    const captures = await load(`${base}/api/captures`, o.connections, o.seconds, true);
    const serverCpu = cpuMs(server.pid!) - cpuBefore;
    const duringLoad = o.receiver.received.length - receivedBefore;
    clearInterval(sampler);
    const peak = memoryMb(server.pid!).hwm;
    // The webhooks go on after the load: on a slow host a half-second load can end before the worker's
    // first delivery. Waited for (bounded) rather than read at once, so "none reached the receiver" means
    // the path is broken, not that the host is slow.
    await waitFor(() => o.receiver.received.length > 0, 60_000, 'a webhook').catch(() => undefined);
    console.error(
      `bench:   ${o.store} loads done, first webhook in, at ${round((performance.now() - t0) / 1000)} s`,
    );
    return {
      store: o.store,
      seconds: o.seconds,
      connections: o.connections,
      startSeconds,
      captures,
      healthz,
      serverCpuMsPerCapture: round(serverCpu / Math.max(1, captures.requests), 3),
      warmUp,
      memoryMb: { idle, peakUnderLoad, peak },
      webhooks: { duringLoad, total: o.receiver.received.length },
    };
  } finally {
    const stopping = performance.now();
    if (!gone) server.kill('SIGTERM');
    await exited;
    console.error(`bench:   ${o.store} server stopped in ${round((performance.now() - stopping) / 1000)} s`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
