/**
 * The one seam between the SQL lead store and a database driver. PGlite (embedded) and node-postgres
 * (`DATABASE_URL`) both speak PostgreSQL, so the store, its migrations and its tests are shared and only
 * this small adapter differs.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface SqlDb extends Queryable {
  /** Which driver: shown in logs and used by tests. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Error codes and messages that mean "the database is not there right now", not "bad request". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** True when an error means the database is unreachable (the API answers 503, not 500). */
export function isUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return /Connection terminated|not queryable|connection is closed|PGlite is closed|timeout exceeded when trying to connect/i.test(
    err.message,
  );
}
