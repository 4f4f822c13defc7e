/**
 * `npm run demo` (repository root): fills the store the site uses (the embedded PGlite folder under
 * DATA_DIR, or DATABASE_URL's PostgreSQL) with 90 days of sample data and says what it added;
 * `npm run demo -- --remove` removes all of it and nothing else (decision 0317). On the embedded store
 * the server must be stopped (the data folder's lock); Settings -> Test Data does the same while it runs.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultConfig, type FunnelConfig } from '@pw/funnel';
import { addDemoData, removeDemoData } from '../demo/demo-data.service.js';
import { configSource } from '../env-files.js';
import { loadEnv } from '../env.js';
import { storeSentence } from '../start-up-errors.js';
import { lockDataDir } from '../store/data-dir.lock.js';
import { migrate } from '../store/migrate.js';
import { openPglite } from '../store/pglite.db.js';
import { openPostgres } from '../store/postgres.db.js';
import type { SqlDb } from '../store/sql-db.js';

const remove = process.argv.includes('--remove');
const env = loadEnv(configSource());
const config: FunnelConfig = env.BUSINESS_TIME_ZONE
  ? { ...defaultConfig, calendar: { ...defaultConfig.calendar, timeZone: env.BUSINESS_TIME_ZONE } }
  : defaultConfig;

async function open(): Promise<{ db: SqlDb; where: string }> {
  if (env.DATABASE_URL)
    return { db: openPostgres(env.DATABASE_URL), where: 'the PostgreSQL of DATABASE_URL' };
  const dir = resolve(env.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  lockDataDir(dir);
  return { db: await openPglite(resolve(dir, 'pglite')), where: dir };
}

let db: SqlDb | undefined;
try {
  const store = await open();
  db = store.db;
  await migrate(db);
  const answer = remove ? await removeDemoData(db) : await addDemoData(db, { now: new Date(), config });
  console.log(`${store.where}: ${answer.message}`);
  if (!remove && answer.present) console.log('Remove it with: npm run demo -- --remove');
} catch (err) {
  console.error(storeSentence(err, env.DATABASE_URL) ?? (err as Error).message);
  process.exitCode = 1;
} finally {
  await db?.close();
}
