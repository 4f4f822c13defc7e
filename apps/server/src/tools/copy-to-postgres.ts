/**
 * `npm run copy-to-postgres -w @pw/server -- postgres://...`: moves the embedded store (DATA_DIR) into a
 * PostgreSQL database with all its data. Stop the server first: the data folder's lock refuses a copy
 * while it runs. Then start the server with DATABASE_URL set to the same URL. See docs/deploy.md.
 */
import { resolve } from 'node:path';
import { configSource } from '../env-files.js';
import { loadEnv } from '../env.js';
import { redactUrl, storeSentence } from '../start-up-errors.js';
import { lockDataDir } from '../store/data-dir.lock.js';
import { migrate } from '../store/migrate.js';
import { openPglite } from '../store/pglite.db.js';
import { openPostgres } from '../store/postgres.db.js';
import { copyStore } from './copy-store.js';

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Usage: npm run copy-to-postgres -w @pw/server -- postgres://user:password@host:5432/db');
  process.exit(2);
}
const env = loadEnv(configSource());
const dir = resolve(env.DATA_DIR);
try {
  lockDataDir(dir);
} catch (err) {
  console.error(storeSentence(err, undefined) ?? String(err));
  process.exit(1);
}
const from = await openPglite(resolve(dir, 'pglite'));
const to = openPostgres(url);
try {
  await migrate(from);
  await migrate(to);
  const copied = await copyStore(from, to);
  console.log(`Copied ${dir} into ${redactUrl(url)}:`);
  for (const [table, n] of Object.entries(copied)) console.log(`  ${table}: ${n}`);
  console.log('Start the server with DATABASE_URL set to that URL.');
} catch (err) {
  console.error(storeSentence(err, url) ?? (err as Error).message);
  process.exitCode = 1;
} finally {
  await from.close();
  await to.close();
}
