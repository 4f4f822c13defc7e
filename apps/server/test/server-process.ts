/** `main.ts` as a real child process on a free loopback port, for process, crash and multi-instance tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitFor } from './webhook-receiver.js';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A port free right now on 127.0.0.1. */
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

/** Starts `main.ts` with exactly `env` (plus PATH and TZ=UTC). */
export function runMain(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export interface ListeningServer extends ServerProcess {
  url: string;
}

/** Starts `main.ts` on a fresh free port and waits until `/healthz` answers 200. */
export async function startMain(env: Record<string, string>, readyMs = 100_000): Promise<ListeningServer> {
  const port = await freePort();
  const p = runMain({ HOST: '127.0.0.1', ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void p.exited.then(() => (gone = true));
  await waitFor(
    async () => {
      if (gone) throw new Error(`the server exited before it was ready:\n${p.output()}`);
      return (await fetch(`${url}/healthz`).catch(() => undefined))?.ok === true;
    },
    readyMs,
    'healthz',
  );
  return { ...p, url };
}
