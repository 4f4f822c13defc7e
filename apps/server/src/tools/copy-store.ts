/**
 * Copies every row of one migrated store into another (the embedded PGlite folder into PostgreSQL), for
 * an owner moving to `DATABASE_URL` with their leads, outbox, settings and owner account. Tables go in
 * foreign-key order inside one transaction on the target, identity columns keep their values and their
 * sequences are moved past them. The funnel roll-up tables are derived data: they are not copied, and the
 * analytics rebuild them from `lead_events` on first read.
 */
import type { Queryable, SqlDb } from '../store/sql-db.js';

/** Derived from lead_events; recomputed when absent (decision 0018). */
const DERIVED = new Set(['funnel_daily', 'funnel_multiday', 'funnel_rollup_days', 'schema_migrations']);

interface Column {
  name: string;
  json: boolean;
}

async function tablesInOrder(q: Queryable): Promise<string[]> {
  const tables = (
    await q.query<{ t: string }>(
      "select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  ).rows.map((r) => r.t);
  const refs = (
    await q.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows;
  const ordered: string[] = [];
  const visit = (t: string, seen: Set<string>) => {
    if (ordered.includes(t) || seen.has(t)) return;
    seen.add(t);
    for (const r of refs) if (r.child === t && r.parent !== t) visit(r.parent, seen);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered.filter((t) => !DERIVED.has(t));
}

async function columnsOf(q: Queryable, table: string): Promise<Column[]> {
  const res = await q.query<{ name: string; type: string }>(
    `select column_name as name, data_type as type from information_schema.columns
     where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return res.rows.map((r) => ({ name: r.name, json: r.type === 'json' || r.type === 'jsonb' }));
}

/**
 * Copies `from` into `to` (both already migrated to the same version). Refuses a target that already
 * holds leads, so a second run cannot mix two stores. Returns the rows copied per table.
 */
export async function copyStore(from: SqlDb, to: SqlDb): Promise<Record<string, number>> {
  const existing = await to.query<{ n: number }>('select count(*)::int as n from onboarding_submissions');
  if ((existing.rows[0]?.n ?? 0) > 0) {
    throw new Error('The target database already holds leads: copy into a freshly migrated, empty database.');
  }
  const tables = await tablesInOrder(from);
  return to.transaction(async (tx) => {
    // The migration runner's first start made these on the target (the owner account, for one).
    for (const t of [...tables].reverse()) await tx.query(`delete from ${t}`);
    const copied: Record<string, number> = {};
    for (const table of tables) {
      const cols = await columnsOf(from, table);
      const names = cols.map((c) => c.name).join(', ');
      const rows = (await from.query<Record<string, unknown>>(`select ${names} from ${table}`)).rows;
      const placeholders = cols.map((_, i) => `$${i + 1}`).join(', ');
      const insert = `insert into ${table} (${names}) overriding system value values (${placeholders})`;
      for (const row of rows) {
        await tx.query(
          insert,
          cols.map((c) => (c.json && row[c.name] !== null ? JSON.stringify(row[c.name]) : row[c.name])),
        );
      }
      for (const c of cols) {
        const seq = (
          await tx.query<{ s: string | null }>('select pg_get_serial_sequence($1, $2) as s', [table, c.name])
        ).rows[0]?.s;
        if (seq) {
          await tx.query(
            `select setval($1, greatest((select coalesce(max(${c.name}), 0) from ${table}), 1), (select count(*) > 0 from ${table}))`,
            [seq],
          );
        }
      }
      copied[table] = rows.length;
    }
    return copied;
  });
}
