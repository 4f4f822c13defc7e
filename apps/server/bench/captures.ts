// Capture API benchmark: starts the built server (`node dist/main.js`) on PGlite in a temp DATA_DIR on a
// free loopback port, drives POST /api/captures with autocannon, and reports throughput, latency and the
// server's own CPU time per capture (which, unlike req/s, does not depend on what else the machine runs).
// Budget (design brief): >= 1,000 captures/s on 2 cores, p99 < 50 ms. Env: BENCH_SECONDS, BENCH_CONNECTIONS.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface CaptureFigures {
  store: 'pglite';
  seconds: number;
  connections: number;
  requests: number;
  throughputPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the server process spent per capture during the run. */
  serverCpuMsPerCapture: number;
}

const here = dirname(fileURLToPath(import.meta.url));

/** utime + stime of a process in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function benchCaptures(): Promise<CaptureFigures> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-'));
  const server = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), join(here, '..', 'dist', 'main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-password-not-secret',
        CAPTURE_RATE_LIMIT: '100000000',
        WEBHOOK_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;

  async function waitHealthy() {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not become healthy');
  }

  let n = 0;
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

  try {
    await waitHealthy();
    // Warm up the JIT and PGlite's caches.
    await autocannon({
      url: `${base}/api/captures`,
      connections: 2,
      amount: 300,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (r: object) => ({ ...r, body: capture() }) }],
    });
    const cpuBefore = cpuMs(server.pid!);
    const result = await autocannon({
      url: `${base}/api/captures`,
      connections,
      duration: seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (r: object) => ({ ...r, body: capture() }) }],
    });
    const serverCpu = cpuMs(server.pid!) - cpuBefore;
    const figures: CaptureFigures = {
      store: 'pglite',
      seconds,
      connections,
      requests: result.requests.total,
      throughputPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      serverCpuMsPerCapture: Math.round((serverCpu / Math.max(1, result.requests.total)) * 1000) / 1000,
    };
    console.log(
      `captures on PGlite: ${figures.throughputPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, ` +
        `${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors, ` +
        `server CPU ${figures.serverCpuMsPerCapture} ms a capture`,
    );
    console.log(
      `budget: >= 1000 req/s ${figures.throughputPerSecond >= 1000 ? 'met' : 'NOT met'}; p99 < 50 ms ${figures.latencyP99Ms < 50 ? 'met' : 'NOT met'}`,
    );
    return figures;
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
