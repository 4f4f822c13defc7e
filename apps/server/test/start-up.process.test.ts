/**
 * Start-ups that must not lose leads or strand the owner, as real processes: one server per data folder,
 * a busy port on the first start, an unreachable database, and the sentences they print.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, runServer, seedDataDir, serving, type ServerProcess } from './server-process.js';
import { waitFor } from './webhook-receiver.js';

const started: ServerProcess[] = [];
const dirs: string[] = [];
function aDataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pw-start-'));
  dirs.push(d);
  return d;
}
function start(env: Record<string, string>): ServerProcess {
  const p = runServer({ HOST: '127.0.0.1', ...env });
  started.push(p);
  return p;
}
afterEach(() => {
  for (const p of started.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const STACK = /\n\s+at /;

async function signIn(port: number, password: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return res.status;
}

describe('one server per data folder', () => {
  it('refuses a second server on the same folder with a sentence, and the first keeps serving', async () => {
    const dir = aDataDir();
    seedDataDir(dir);
    const port = await freePort();
    const first = start({ DATA_DIR: dir, PORT: String(port) });
    await serving(port);
    const second = start({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dir} is already in use by another server process (pid ${first.child.pid})`,
    );
    expect(second.output()).not.toMatch(STACK);
    // The pid on the lock file's first line (its identity follows on Linux).
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(first.child.pid));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // The lock went with it: the next start takes the folder.
    const third = start({ DATA_DIR: dir, PORT: String(port) });
    await serving(port);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});

describe('the owner is never locked out', () => {
  it('creates no password on a busy port, prints it on the next start, then reminds until used', async () => {
    const dir = aDataDir();
    seedDataDir(dir);
    const port = await freePort();
    const squatter: Server = await new Promise((resolve) => {
      const s = createServer().listen(port, '127.0.0.1', () => resolve(s));
    });
    const busy = start({ DATA_DIR: dir, PORT: String(port) });
    expect(await busy.exited).toBe(1);
    squatter.close();
    expect(busy.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(busy.output()).toContain('set PORT to a free port');
    expect(busy.output()).not.toContain('created the owner account');
    expect(busy.output()).not.toMatch(STACK);

    const clean = start({ DATA_DIR: dir, PORT: String(port) });
    await serving(port);
    const PASSWORD = /created the owner account with the password ([A-Za-z0-9]{20})/;
    await waitFor(() => PASSWORD.test(clean.output()), 30_000, 'the one-time password');
    const password = PASSWORD.exec(clean.output())![1]!;
    clean.child.kill('SIGTERM');
    expect(await clean.exited).toBe(0);

    const again = start({ DATA_DIR: dir, PORT: String(port) });
    await serving(port);
    await waitFor(() => again.output().includes('has not signed in yet'), 30_000, 'the reminder');
    expect(again.output()).toContain("ADMIN_PASSWORD='a long passphrase' npm start");
    expect(await signIn(port, password)).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const used = start({ DATA_DIR: dir, PORT: String(port) });
    await serving(port);
    used.child.kill('SIGTERM');
    expect(await used.exited).toBe(0);
    expect(used.output()).not.toContain('has not signed in yet');
    expect(used.output()).not.toContain('created the owner account');
  }, 180_000);
});

describe('plain sentences for bad configuration', () => {
  it('names DATABASE_URL (password masked) and what was tried when nothing listens there', async () => {
    const dead = await freePort();
    const p = start({ DATABASE_URL: `postgres://leads:s3cret@127.0.0.1:${dead}/leads`, PORT: '0' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain(
      `Cannot use the PostgreSQL database in DATABASE_URL (postgres://leads:****@127.0.0.1:${dead}/leads): ` +
        `nothing accepts connections at 127.0.0.1:${dead}.`,
    );
    expect(p.output()).not.toContain('s3cret');
    expect(p.output()).not.toMatch(STACK);
  }, 60_000);
});
