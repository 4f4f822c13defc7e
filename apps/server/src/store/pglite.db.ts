import { PGlite } from '@electric-sql/pglite';
import type { Queryable, SqlDb } from './sql-db.js';

/**
 * Opens PGlite (PostgreSQL compiled to WASM, in process). `dataDir` undefined means in memory, which the
 * tests use for a fresh database per file. `template` is a dumped data dir to start from (a fast fixture).
 */
export async function openPglite(
  dataDir?: string,
  template?: Blob,
): Promise<SqlDb & { dump(): Promise<Blob> }> {
  const pg = template
    ? await PGlite.create({ dataDir, loadDataDir: template })
    : await PGlite.create(dataDir);
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      const res = await q.query<T>(sql, params);
      return { rows: res.rows };
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    close: () => pg.close(),
    dump: async () => pg.dumpDataDir('none'),
  };
}
