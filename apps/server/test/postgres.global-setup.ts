/**
 * Test run set-up: a migrated PGlite data dir made once, dumped and as a folder (each test starts a fresh
 * PGlite from a copy of it), and a throwaway PostgreSQL cluster (the newest installed, 15 or newer) stopped
 * afterwards. Tests read them with `inject(...)`. A `DATABASE_URL` in the environment is used instead of a
 * new cluster when set.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/store/migrate.js';
import { openPglite, PGLITE_SETTINGS } from '../src/store/pglite.db.js';
import { openPostgres } from '../src/store/postgres.db.js';
import { PostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    pgliteTemplate: string;
    /** The same store as a data folder, which freshPglite() copies. */
    pgliteTemplateDir: string;
    /** Where fresh stores' folders go (in memory where the machine has /dev/shm); removed at the end. */
    storesDir: string;
    /** A migrated database on the cluster that freshPostgres() copies. */
    pgTemplateDb: string;
  }
}

/**
 * Made with 1 MB WAL segments (PostgreSQL's default of 16 MB was two fifths of the dump, loaded again for
 * every fresh store and seeded data folder): about 0.15 s less CPU per store (decision 0275). Only the
 * size of the WAL's files differs from a store the server makes; SQL behaves the same.
 */
async function pgliteTemplate(dir: string): Promise<{ file: string; folder: string }> {
  const init = await PGlite.create({
    postgresqlconf: PGLITE_SETTINGS,
    initDbStartParams: ['--wal-segsize=1'],
  });
  const empty = await init.dumpDataDir('none');
  await init.close();
  const folder = join(dir, 'pglite-template');
  const db = await openPglite(folder, empty);
  await migrate(db);
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  return { file, folder };
}

/**
 * A database on the cluster migrated once, which freshPostgres() copies with CREATE DATABASE ... TEMPLATE.
 * Its pool is closed before any copy: PostgreSQL refuses to copy a database someone is connected to.
 */
async function postgresTemplate(pgUrl: string): Promise<string> {
  const name = `pw_migrated_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrate(db);
  await db.close();
  return name;
}

interface RunStores {
  pgliteTemplate: string;
  pgliteTemplateDir: string;
  storesDir: string;
  pgUrl: string;
  pgTemplateDb: string;
  destroy(): void;
}

async function createStores(): Promise<RunStores> {
  const tmp = mkdtempSync(join(tmpdir(), 'pw-pglite-'));
  const template = await pgliteTemplate(tmp);
  const storesDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'pw-stores-'));
  const cluster = process.env.DATABASE_URL ? undefined : await PostgresCluster.create();
  const pgUrl = process.env.DATABASE_URL ?? cluster!.url;
  return {
    pgliteTemplate: template.file,
    pgliteTemplateDir: template.folder,
    storesDir,
    pgUrl,
    pgTemplateDb: await postgresTemplate(pgUrl),
    destroy: () => {
      cluster?.destroy();
      rmSync(tmp, { recursive: true, force: true });
      rmSync(storesDir, { recursive: true, force: true });
    },
  };
}

// vitest runs this once per project (vitest.config.ts has two, plus the root): they share one template
// and one cluster, made by the first and destroyed by the last to finish.
const run = globalThis as { pwRunStores?: Promise<RunStores>; pwRunStoreUsers?: number };

export default async function setup(project: TestProject): Promise<() => void> {
  run.pwRunStores ??= createStores();
  run.pwRunStoreUsers = (run.pwRunStoreUsers ?? 0) + 1;
  const stores = await run.pwRunStores;
  project.provide('pgliteTemplate', stores.pgliteTemplate);
  project.provide('pgliteTemplateDir', stores.pgliteTemplateDir);
  project.provide('storesDir', stores.storesDir);
  project.provide('pgUrl', stores.pgUrl);
  project.provide('pgTemplateDb', stores.pgTemplateDb);
  return () => {
    run.pwRunStoreUsers = run.pwRunStoreUsers! - 1;
    if (run.pwRunStoreUsers === 0) {
      stores.destroy();
      delete run.pwRunStores;
    }
  };
}
