/** `main.ts` as a real process: start-up log, generated password, SIGTERM shutdown, bad configuration. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { waitFor } from './webhook-receiver.js';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function run(env: Record<string, string>) {
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

describe('the server process', () => {
  it('starts on PGlite, logs the start-up check and a one-time password, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-main-'));
    const port = await freePort();
    const p = run({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
    try {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true,
        100_000,
        'healthz',
      );
      expect(p.output()).toContain('start-up check: select id from onboarding_submissions limit 1 succeeded');
      expect(p.output()).toMatch(/created the owner account with the password [A-Za-z0-9]{20}/);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(p.output()).toContain('"msg":"stopped"');
    } finally {
      if (p.child.exitCode === null) p.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
    // A first start runs initdb inside PGlite, which takes a while on a busy machine.
  }, 120_000);

  it('refuses a bad configuration with a message naming the variable', async () => {
    const p = run({ PORT: 'eighty', WEBHOOK_URL: 'ftp://nope' });
    expect(await p.exited).toBe(2);
    expect(p.output()).toMatch(/PORT:/);
    expect(p.output()).toMatch(/WEBHOOK_URL: must be an http\(s\) URL/);
  });
});
