import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Queryable, SqlDb } from './sql-db.js';
import { checkParams } from './sql-params.js';

/** Refuses text PostgreSQL cannot store (NUL), with the code PostgreSQL itself gives. */
function storable(text: string): string {
  if (text.includes('\u0000')) throw Object.assign(new Error('Text may not contain NUL'), { code: '22021' });
  return text;
}

/** An array element in PostgreSQL's array syntax: NULL bare, anything else double-quoted. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayText(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
          ? String(value)
          : (JSON.stringify(value) ?? '');
  return `"${storable(text).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `[1, [2, 3]]` as `{"1",{"2","3"}}`: PostgreSQL reads it as an array of the parameter's type. */
const arrayText = (values: readonly unknown[]): string => `{${values.map(arrayElement).join(',')}}`;

/**
 * A value as a PostgreSQL literal, as `checkParams` lets parameters through: arrays in PostgreSQL's array
 * syntax, bytes as `bytea` hex, plain objects as their JSON. Safe with `standard_conforming_strings = on`
 * (checked at open): inside '...' only a quote is special, and it is doubled. NUL cannot be stored in text
 * and is refused.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Cannot store a non-finite number');
    return String(value);
  }
  if (typeof value === 'bigint') return `'${value}'`;
  if (value instanceof Uint8Array) return `'\\x${Buffer.from(value).toString('hex')}'`;
  const text = Array.isArray(value)
    ? arrayText(value)
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return `'${storable(text).replace(/'/g, "''")}'`;
}

/**
 * Statements a PGlite session keeps prepared at most: the app's distinct parameterised texts are far fewer,
 * and SQL built with values in it would otherwise grow the session without end.
 */
const MAX_PREPARED = 1_000;

/**
 * A statement that matches text against a pattern (`like`, `ilike`, `similar to`): run unprepared, so
 * it is planned for its pattern each time. After five executions PostgreSQL may keep a prepared
 * statement's generic plan, which cannot know that `'%smith%'` can use the trigram index: the inbox's
 * name and phone searches at 100,000 leads went from 24 and 50 ms to 363 and 692 (decision 0313).
 */
const MATCHES_A_PATTERN = /\b(i?like|similar\s+to)\b/i;

/**
 * PostgreSQL settings for the embedded store. PostgreSQL touches all of its shared memory at start, inside
 * PGlite's WebAssembly memory, which never shrinks. The store reads its files through the operating
 * system's cache anyway, so 8 MB of shared buffers (PostgreSQL's default is 128 MB) cost the owner's
 * queries at 100,000 leads nothing measurable; and PGlite is one backend, so the tables sized for 100
 * connections and for replication are mostly wasted (decisions 0160 and 0195 have the measurements).
 */
export const PGLITE_SETTINGS = [
  'shared_buffers = 8MB',
  'max_connections = 5',
  'superuser_reserved_connections = 0',
  'max_wal_senders = 0',
  'max_replication_slots = 0',
];

/**
 * Opens PGlite (PostgreSQL compiled to WASM, in process). `dataDir` undefined means in memory, which the
 * tests use for a fresh database per file. `template` is a dumped data dir to start from (a fast fixture).
 *
 * Queries with parameters run as prepared statements (`PREPARE` once, then `EXECUTE` with literals over
 * the simple protocol): PGlite plans every unnamed statement afresh, and for the capture path that
 * planning cost more than the work itself. A pattern match is the exception (`MATCHES_A_PATTERN`).
 */
export async function openPglite(
  dataDir?: string,
  template?: Blob,
): Promise<SqlDb & { dump(): Promise<Blob> }> {
  // pg_trgm: the lead inbox's search index (migration 0004).
  const extensions = { pg_trgm };
  const pg = await PGlite.create({
    dataDir,
    extensions,
    postgresqlconf: PGLITE_SETTINGS,
    ...(template ? { loadDataDir: template } : {}),
  });
  // `show` answers in a column named after the setting: read it as `s`.
  const conforming =
    (await pg.query<{ s: string }>("select current_setting('standard_conforming_strings') as s")).rows[0]
      ?.s === 'on';
  // The statements prepared in the session, and those being prepared. A query that needs one another query
  // is preparing runs unprepared instead of waiting for it: that PREPARE may be queued behind the very
  // transaction the query runs in (PGlite runs one at a time), and a second PREPARE would fail.
  const prepared = new Set<string>();
  const preparing = new Set<string>();

  const asQueryable = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      checkParams(params);
      if (!conforming || !params || params.length === 0 || MATCHES_A_PATTERN.test(sql)) {
        return { rows: (await q.query<T>(sql, params)).rows };
      }
      const name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
      if (!prepared.has(name)) {
        if (preparing.has(name) || prepared.size >= MAX_PREPARED) {
          return { rows: (await q.query<T>(sql, params)).rows };
        }
        // Prepared statements belong to the session, not the transaction: they survive a rollback.
        preparing.add(name);
        try {
          await q.exec(`prepare ${name} as ${sql}`);
          prepared.add(name);
        } finally {
          preparing.delete(name);
        }
      }
      const results = await q.exec(`execute ${name}(${params.map(sqlLiteral).join(', ')})`);
      return { rows: (results.at(-1)?.rows ?? []) as T[] };
    },
  });
  const main = asQueryable(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => main.query(sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    close: () => pg.close(),
    dump: async () => pg.dumpDataDir('none'),
  };
}
