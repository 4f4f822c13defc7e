/**
 * Starts the server: configuration (environment, then `.env` files), store (PGlite under DATA_DIR by
 * default, locked to this process; PostgreSQL with DATABASE_URL), migrations, the owner account, the
 * start-up check, the HTTP server and the webhook worker; and stops it gracefully on SIGINT/SIGTERM (no
 * new requests, attempts in flight recorded, store closed). A start that fails for a reason the owner can
 * fix prints one sentence (start-up-errors.ts) and exits 1. `--dev` (npm run dev) uses its own data folder.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configSource } from './env-files.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { listenSentence, storeSentence } from './start-up-errors.js';
import { lockDataDir } from './store/data-dir.lock.js';
import { buildServer } from './server.js';
import { migrate } from './store/migrate.js';
import { webBuildMissingSentence } from './web/web-app.plugin.js';
import { openPgliteWorker } from './store/pglite-worker.db.js';
import { createPgliteApart } from './store/pglite-first-start.js';
import type { SqlDb } from './store/sql-db.js';
import { SqlLeadStore } from './leads/sql-lead.store.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

// Each store's driver, and supabase-js, is imported only when configured: a module that is loaded stays
// resident (pg about 14 MB, supabase-js about 24 MB; decision 0176).
async function openStore(env: Env, warn: (msg: string) => void): Promise<SqlDb> {
  if (env.DATABASE_URL) {
    const { openPostgres } = await import('./store/postgres.db.js');
    return openPostgres(env.DATABASE_URL, { onIdleError: (err) => warn(`postgres: ${err.message}`) });
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  // Before PGlite opens the folder: a second process on it would lose leads.
  lockDataDir(env.DATA_DIR);
  const dir = resolve(env.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  await createPgliteApart(dir);
  // PostgreSQL's WebAssembly on a thread of its own: HTTP and the store use both cores (decision 0173).
  return openPgliteWorker(dir);
}

/** Prints a sentence and stops; the data-folder lock goes with the process. */
function fail(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let env: Env;
  try {
    env = loadEnv(configSource({ dev }));
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] };
  let db: SqlDb;
  let applied: string[];
  try {
    db = await openStore(env, (m) => console.warn(m));
    applied = await migrate(db);
  } catch (err) {
    const sentence = storeSentence(err, env.DATABASE_URL);
    if (sentence) fail(sentence);
    throw err;
  }
  const webDir = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : WEB_DIST;
  const supabase =
    env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
      ? await import('./leads/supabase-mirror.js')
      : undefined;
  const mirror = supabase?.supabaseMirror(env.SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!);
  const app = await buildServer({
    db,
    env,
    logger,
    webDir,
    ...(mirror ? { mirror } : {}),
  });
  const log = app.log;
  log.info(
    { store: db.kind, dataDir: db.kind === 'pglite' ? resolve(env.DATA_DIR) : undefined },
    'store opened',
  );
  if (applied.length) log.info({ applied }, 'migrations applied');
  // In dev, Vite serves the web app and proxies /api here.
  if (!dev && !existsSync(join(webDir, 'index.html'))) {
    log.warn(webBuildMissingSentence(webDir));
  }

  // The spec's start-up connection check (point 7.5): its outcome is only logged.
  try {
    const check = await new SqlLeadStore(db).ping();
    log.info({ rows: check.rows }, 'start-up check: select id from onboarding_submissions limit 1 succeeded');
  } catch (err) {
    log.error({ err }, 'start-up check: select id from onboarding_submissions limit 1 failed');
  }
  if (supabase && mirror) {
    const check = await supabase.checkSupabase(mirror, env.SUPABASE_SERVICE_ROLE_KEY!);
    if (check.ok) log.info({ rows: check.rows }, 'start-up check: Supabase onboarding_submissions answered');
    else log.error(check.message);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await db.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    const sentence = listenSentence(err, env.HOST, env.PORT);
    if (!sentence) throw err;
    await app.close();
    await db.close();
    fail(sentence);
  }
  // Start-up's garbage (module sources, the migrations' texts) goes now rather than after a minute of
  // idling, when V8 would collect it; `gc` exists when the start command passes --expose-gc (decision 0195).
  globalThis.gc?.();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
