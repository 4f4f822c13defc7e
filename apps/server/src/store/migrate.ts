import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlDb } from './sql-db.js';

/** `apps/server/migrations`, found from both `src/store` (tests, tsx) and `dist/store` (built). */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies every `NNNN_name.sql` not yet recorded in `schema_migrations`, in name order, in one
 * transaction. An advisory lock taken first keeps two processes starting on one PostgreSQL from racing
 * (even `create table if not exists` races without it). Returns the names applied now.
 */
export async function migrate(db: SqlDb, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const sources = await Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(`${dir}/${name}`, 'utf8') })),
  );
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(4242001)');
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const seen = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const { name, sql } of sources) {
      if (seen.has(name)) continue;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
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
