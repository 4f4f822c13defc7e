/** The server as a real process for tests: spawn it, read its output, wait for it to serve. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_SERVER_NODE_FLAGS } from '../../../scripts/test-server-flags.mjs';
import { copyPgliteTemplate } from './databases.js';
import { waitFor } from './webhook-receiver.js';

export const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const BUILT_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs `cmd args` with only `env` (plus PATH and TZ), collecting stdout and stderr together. */
export function runProcess(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): ServerProcess {
  const child = spawn(cmd, args, {
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(cwd ? { cwd } : {}),
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** The newest modification time (ms) of the server's source files under `dir`, tests left out. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The server's entry for process tests: the build (`dist/main.js`, what `npm start` runs) when it is
 * newer than every source file, as in the test line (turbo builds before it tests); else `src/main.ts`
 * under tsx, so a run after an edit without a build still tests the edited code. A start from the
 * build costs about 3 s less CPU (no TypeScript transform of the whole server), and the process suites
 * start the server some 30 times (decision 0258). Read once per file: the tests do not edit sources.
 */
const entry: string[] =
  existsSync(BUILT_MAIN) && statSync(BUILT_MAIN).mtimeMs >= newestSource(SRC)
    ? [BUILT_MAIN]
    : ['--import', 'tsx', MAIN];

/**
 * The server as `npm start` runs it (or `src/main.ts` under tsx when the build is older), with the test
 * servers' Node flags (decision 0286).
 */
export function runServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  return runProcess(process.execPath, [...TEST_SERVER_NODE_FLAGS, ...entry, ...args], env);
}

/** Waits until `/healthz` answers 200 on the port (a first PGlite start can take a while under load). */
export async function serving(port: number, ms = 100_000): Promise<void> {
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true,
    ms,
    `healthz on ${port}`,
  );
}

/** A data folder whose PGlite store is already migrated (a copy of the run's template): no initdb at start. */
export function seedDataDir(dir: string): void {
  copyPgliteTemplate(join(dir, 'pglite'));
}

/** Processes (of any user we may read) whose environment holds `NAME=value`: what a test left behind. */
export function processesWithEnv(name: string, value: string): number[] {
  const needle = `${name}=${value}\0`;
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/environ`, 'utf8').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Is a process with this id alive? */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
