import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlDb } from './sql-db.js';

/** `apps/server/migrations`, found from both `src/store` (tests, tsx) and `dist/store` (built). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies every `NNNN_name.sql` not yet recorded in `schema_migrations`, in name order, each in its own
 * transaction. An advisory lock keeps two processes starting on one PostgreSQL from racing.
 * Returns the names applied now.
 */
export async function migrate(db: SqlDb, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(`${dir}/${name}`, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(4242001)');
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (seen.rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Splits a plain migration file on `;` at line ends, dropping `--` comment lines. */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
