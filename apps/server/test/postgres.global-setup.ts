/**
 * Starts a throwaway PostgreSQL 15 cluster for the test run (initdb + pg_ctl as user postgres, on a free
 * loopback port, fsync off) and stops it afterwards. Tests read its URL with `inject('pgUrl')` and make a
 * database of their own. A `DATABASE_URL` in the environment is used instead when set (CI with a service).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/store/migrate.js';
import { openPglite } from '../src/store/pglite.db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    pgBin: string;
    pgDataDir: string;
    pgliteTemplate: string;
  }
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a PostgreSQL binary as the postgres user (initdb refuses root). */
export function asPostgres(bin: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  const [cmd, argv] = root
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, bin), ...args]]
    : [join(PG_BIN, bin), args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A migrated PGlite data dir, dumped once; each test file starts from it in well under a second. */
async function pgliteTemplate(dir: string): Promise<string> {
  const db = await openPglite();
  await migrate(db);
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  return file;
}

export default async function setup(project: TestProject): Promise<() => void> {
  const tmp = mkdtempSync(join(tmpdir(), 'pw-pglite-'));
  project.provide('pgliteTemplate', await pgliteTemplate(tmp));
  const cleanups: (() => void)[] = [() => rmSync(tmp, { recursive: true, force: true })];
  const done = () => cleanups.forEach((fn) => fn());
  if (process.env.DATABASE_URL) {
    project.provide('pgUrl', process.env.DATABASE_URL);
    project.provide('pgBin', PG_BIN);
    project.provide('pgDataDir', '');
    return done;
  }
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL binaries not found in ${PG_BIN}: run scripts/ensure-test-tools.sh or set PG_BIN`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'pw-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', opts, 'start']);
  project.provide('pgUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide('pgBin', PG_BIN);
  project.provide('pgDataDir', data);
  cleanups.unshift(() => {
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return done;
}
