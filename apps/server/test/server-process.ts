/** The server as a real process for tests: spawn it, read its output, wait for it to serve. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPglite } from './databases.js';
import { waitFor } from './webhook-receiver.js';

export const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

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

/** `src/main.ts` under tsx, as `npm run dev` and the process tests run it. */
export function runServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  return runProcess(process.execPath, ['--import', 'tsx', MAIN, ...args], env);
}

/** Waits until `/healthz` answers 200 on the port (a first PGlite start can take a while under load). */
export async function serving(port: number, ms = 100_000): Promise<void> {
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true,
    ms,
    `healthz on ${port}`,
  );
}

/** A data folder whose PGlite store is already migrated (from the run's template): no initdb at start. */
export async function seedDataDir(dir: string): Promise<void> {
  const db = await freshPglite(join(dir, 'pglite'));
  await db.close();
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
