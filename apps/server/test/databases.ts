/** Fresh databases for tests: an in-memory PGlite, or a new database on the run's PostgreSQL cluster. */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
 * The run's template (33 MB with its 1 MB WAL segments, postgres.global-setup.ts), read once per worker process:
 * read and copied for each fresh database it cost about 0.13 s of CPU. PGlite only reads the Blob.
 */
let template: Blob | undefined;

/** A fresh in-memory PGlite, started from the run's migrated template (or `dataDir` on disk). */
export async function freshPglite(dataDir?: string): Promise<SqlDb> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  const db = await openPglite(dataDir, template);
  await migrate(db);
  return db;
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
