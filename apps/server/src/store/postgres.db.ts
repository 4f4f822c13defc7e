import pg from 'pg';
import type { Queryable, SqlDb } from './sql-db.js';
import { checkParams } from './sql-params.js';

export interface PostgresOptions {
  /** Called when an idle pooled connection dies (for example PostgreSQL restarted); the pool recovers. */
  onIdleError?: (err: Error) => void;
  max?: number;
}

/** Opens a node-postgres pool on `DATABASE_URL`. Several server processes may share one database. */
export function openPostgres(url: string, opts: PostgresOptions = {}): SqlDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (err) => opts.onIdleError?.(err));
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => {
      checkParams(params);
      const res = await pool.query(sql, params);
      return { rows: res.rows as T[] };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      // A connection that dies while checked out emits 'error' on the client; the failing query already
      // rejects, so this listener only keeps the process from crashing on an unhandled event.
      const onError = (err: Error) => opts.onIdleError?.(err);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: async <T>(sql: string, params?: unknown[]) => {
            checkParams(params);
            const res = await client.query(sql, params);
            return { rows: res.rows as T[] };
          },
        };
        const out = await fn(tx);
        await client.query('COMMIT');
        client.off('error', onError);
        client.release();
        return out;
      } catch (err) {
        // A broken connection must not go back into the pool.
        await client.query('ROLLBACK').then(
          () => client.release(),
          () => client.release(true),
        );
        client.off('error', onError);
        throw err;
      }
    },
    close: () => pool.end(),
  };
}
