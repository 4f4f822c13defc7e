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
 * Whether a prepared statement that ran `runs` times is prepared afresh first: at 64 runs, then at every
 * fourfold (256, 1,024, ...). PostgreSQL keeps a statement's generic plan until a table's statistics or
 * schema change, and PGlite has no autovacuum to change them, so a plan made while the tables were empty
 * would be kept as they grow: the capture's read planned a sequential scan of `lead_events` on a new store,
 * its cost growing with every capture (decision 0320). A few plans per statement in its life.
 */
export const replanDue = (runs: number): boolean =>
  runs >= 64 && (runs & (runs - 1)) === 0 && Math.log2(runs) % 2 === 0;

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
  // The statements prepared in the session, by their text's name: the name they run under now, the one
  // they ran under before (`replanDue`), and how many times they ran; and those being prepared. A query that
  // needs one another query is preparing runs unprepared instead of waiting for it: that PREPARE may be
  // queued behind the very transaction the query runs in (PGlite runs one at a time), and a second PREPARE
  // would fail.
  const prepared = new Map<string, { as: string; before?: string; runs: number }>();
  const preparing = new Set<string>();

  /** Prepares `sql` as `as`: false when another query is preparing it. */
  const prepare = async (q: Pick<PGlite, 'exec'>, name: string, sql: string, as: string) => {
    if (preparing.has(name)) return false;
    preparing.add(name);
    try {
      const was = prepared.get(name);
      // The plan before the one it replaces goes: a query that picked it has long run (4x the runs since).
      // The one it replaces stays, as a query queued behind this transaction may still run it.
      await q.exec(`${was?.before ? `deallocate ${was.before}; ` : ''}prepare ${as} as ${sql}`);
      prepared.set(name, { as, ...(was ? { before: was.as } : {}), runs: was?.runs ?? 0 });
      return true;
    } finally {
      preparing.delete(name);
    }
  };

  const asQueryable = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      checkParams(params);
      if (!conforming || !params || params.length === 0 || MATCHES_A_PATTERN.test(sql)) {
        return { rows: (await q.query<T>(sql, params)).rows };
      }
      const name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
      let statement = prepared.get(name);
      if (!statement) {
        const ready = prepared.size < MAX_PREPARED && (await prepare(q, name, sql, name));
        if (!ready) return { rows: (await q.query<T>(sql, params)).rows };
        statement = prepared.get(name)!;
      } else if (replanDue(statement.runs)) {
        // Planned again as its tables grow; another query at it meanwhile runs the plan it has.
        await prepare(q, name, sql, `${name}_${statement.runs}`);
        statement = prepared.get(name)!;
      }
      statement.runs += 1;
      const results = await q.exec(`execute ${statement.as}(${params.map(sqlLiteral).join(', ')})`);
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
