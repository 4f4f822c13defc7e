import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { TEST_SERVER_NODE_FLAGS } from '../../../scripts/test-server-flags.mjs';
import { freePort, startNode, stopPid, waitForHttp } from './processes';

const repoRoot = resolve(import.meta.dirname, '../../..');
export const ADMIN_PASSWORD = 'e2e-admin-password-0123';
/** Seals the servers' unsubscribe links, so a test can make the link a follow-up e-mail would carry. */
export const LINK_SECRET = 'e2e-link-secret-that-is-long-enough-0123';

/** Where the running server's PID is kept, so a test may restart it and the teardown still stops it. */
export const serverPidFile = (dataDir: string) => `${dataDir}.pid`;

/**
 * Starts the real server (`node apps/server/dist/main.js`) on 127.0.0.1:`port` with `dataDir`, sending
 * webhooks to `receiverUrl`, waits until it answers and records its PID next to the data dir. `env`
 * overrides the production settings (a test that needs another server, e.g. a development one).
 */
export async function startRealServer(o: {
  port: number;
  dataDir: string;
  /** Where webhooks go; none for the run's empty store, whose first start sends nothing. */
  receiverUrl?: string;
  /** Extra or overriding environment variables (e.g. the real sign-in rate limit). */
  env?: Record<string, string>;
  /** How long a start may take (a fresh data dir creates the database first: over a minute on a loaded 2-core machine). */
  startTimeoutMs?: number;
}) {
  const main = join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(main))
    throw new Error(`${main} is missing: build first (npm run build, or turbo runs it before tests)`);
  const server = startNode('server', [...TEST_SERVER_NODE_FLAGS, main], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(o.port),
    HOST: '127.0.0.1',
    DATA_DIR: o.dataDir,
    ...(o.receiverUrl ? { WEBHOOK_URL: `${o.receiverUrl}/hook` } : {}),
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ADMIN_PASSWORD,
    LINK_SECRET,
    LOG_LEVEL: 'warn',
    // The browser tests send more captures per minute than a real visitor would.
    CAPTURE_RATE_LIMIT: '10000',
    // Many tests sign in within a minute; the rate limit itself is tested on a server of its own.
    SIGN_IN_RATE_LIMIT: '1000',
    ...o.env,
  });
  writeFileSync(serverPidFile(o.dataDir), String(server.child.pid));
  try {
    await waitForHttp(
      `http://127.0.0.1:${o.port}/`,
      o.startTimeoutMs ?? 150_000,
      () => server.child.exitCode === null,
    );
  } catch (error) {
    throw new Error(`server did not start: ${(error as Error).message}\n${server.output()}`, {
      cause: error,
    });
  }
  return server;
}

function running() {
  const { PW_BASE_URL, PW_DATA_DIR, PW_RECEIVER_URL } = process.env;
  if (!PW_BASE_URL || !PW_DATA_DIR || !PW_RECEIVER_URL)
    throw new Error('this worker did not start a server it can restart');
  return { port: Number(new URL(PW_BASE_URL).port), dataDir: PW_DATA_DIR, receiverUrl: PW_RECEIVER_URL };
}

/** The PID of the server now running on `dataDir` (the worker's, or the one a test restarted). */
export function serverPid(dataDir = process.env.PW_DATA_DIR ?? ''): number {
  return existsSync(serverPidFile(dataDir)) ? Number(readFileSync(serverPidFile(dataDir), 'utf8')) : 0;
}

/** Stops the real server gracefully (SIGTERM: the store is closed), as in a deploy or a crash. */
export async function stopServer(): Promise<void> {
  const pid = serverPid(running().dataDir);
  if (pid > 0) await stopPid(pid, 15_000);
}

/** Starts the real server again with the same data dir and port. */
export async function restartServer(): Promise<void> {
  const { child } = await startRealServer(running());
  // Started by a test worker: it must not keep the worker alive; the teardown stops it by its PID.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
}

/**
 * Makes the run's empty store (decision 0185): the real server's first start on an empty data dir
 * (PGlite's initdb, then the migrations), stopped gracefully. Every server of the run then starts on a
 * copy of its database instead of creating one: seconds of CPU saved per server on a 2-core machine.
 * Returns the database folder, which {@link newDataDir} copies; the global teardown removes it.
 */
export async function makeStoreTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-e2e-template-'));
  const { child } = await startRealServer({ port: await freePort(), dataDir });
  const exited = new Promise((done) => child.once('exit', done));
  await stopPid(child.pid ?? 0, 15_000);
  await exited;
  rmSync(serverPidFile(dataDir), { force: true });
  // Killed, its database might be mid-write: no copy of that.
  if (child.exitCode !== 0)
    throw new Error(`the template server did not stop cleanly (${child.signalCode ?? child.exitCode})`);
  return join(dataDir, 'pglite');
}

/** Removes the run's empty store (the global teardown). */
export function removeStoreTemplate(): void {
  const template = process.env.PW_STORE_TEMPLATE;
  if (template) rmSync(dirname(template), { recursive: true, force: true });
}

/**
 * A throwaway data dir holding a copy of the run's empty store (`PW_STORE_TEMPLATE`), or nothing when
 * there is none (a run against a server started by hand): then the server creates the database itself.
 */
export function newDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env.PW_STORE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * Starts a real server of a test file's own on `port`, on a throwaway data dir (an empty store, copied
 * from the run's), sending webhooks to the run's receiver; returns how to stop it and remove its data.
 */
export async function startOwnServer(
  port: number,
  o: { dataDirPrefix: string; env?: Record<string, string> },
): Promise<() => Promise<void>> {
  const dataDir = newDataDir(o.dataDirPrefix);
  const receiverUrl = process.env.PW_RECEIVER_URL ?? '';
  const { child } = await startRealServer({ port, dataDir, receiverUrl, ...(o.env ? { env: o.env } : {}) });
  return async () => {
    await stopPid(child.pid ?? 0, 15_000);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.pid`, { force: true });
  };
}
