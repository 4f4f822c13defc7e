/** Fresh databases for tests: a PGlite of its own, or a new database on the run's PostgreSQL cluster. */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../src/store/migrate.js';
import { openPglite } from '../src/store/pglite.db.js';
import { openPgliteWorker } from '../src/store/pglite-worker.db.js';
import { openPostgres } from '../src/store/postgres.db.js';
import type { SqlDb } from '../src/store/sql-db.js';

export type DbKind = SqlDb['kind'];
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

/**
 * A fresh PGlite on a copy of the run's migrated data folder (postgres.global-setup.ts): in `dataDir`, or
 * in a folder of its own under the run's stores folder (memory-backed where the machine has /dev/shm),
 * removed when it is closed. A copy of the folder costs about half the CPU of loading the same store's
 * dump into an in-memory PGlite, mostly PGlite unpacking 1,200 files into its in-memory file system
 * (decision 0288); and the store is on disk, as the server keeps it.
 */
export async function freshPglite(dataDir?: string): Promise<SqlDb> {
  const dir = dataDir ?? mkdtempSync(join(inject('storesDir'), 'store-'));
  copyPgliteTemplate(dir);
  const db = await openPglite(dir);
  await migrate(db);
  if (dataDir) return db;
  return {
    ...db,
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Makes `dir` a copy of the run's migrated PGlite data folder. */
export function copyPgliteTemplate(dir: string): void {
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
}

/** The same, with PGlite in a worker thread as the server runs it (`openPgliteWorker`). */
export async function freshPgliteWorker(dataDir?: string): Promise<SqlDb> {
  const db = await openPgliteWorker(dataDir, readFileSync(inject('pgliteTemplate')));
  await migrate(db);
  return db;
}

/**
 * Creates `t_<random>` on the test cluster and returns its URL: an empty database, or a copy of
 * `template` (CREATE DATABASE ... TEMPLATE copies its files; nothing may be connected to it).
 */
export async function freshPostgresUrl(template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('pgUrl') });
  await admin.connect();
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated database: a copy of the run's migrated template (as for PGlite), so each one no longer runs
 * every migration again; `migrate` still runs and finds nothing to do. A database migrated from empty on
 * PostgreSQL is what freshPostgresUrl() gives (the server processes, the outbox and batch tests use it).
 */
export async function freshPostgres(): Promise<SqlDb> {
  const db = openPostgres(await freshPostgresUrl(inject('pgTemplateDb')));
  await migrate(db);
  return db;
}

export function freshDb(kind: DbKind): Promise<SqlDb> {
  return kind === 'pglite' ? freshPglite() : freshPostgres();
}
