/**
 * What the server's main thread and the PGlite worker thread (`pglite-worker.thread.ts`) say to each
 * other over the worker's message port. Each request carries an id and gets exactly one reply with that
 * id, except `begin`: a transaction is named by the id of its `begin`, its statements carry that id as
 * `tx`, and its `commit` or `rollback` answers for it.
 */

/** What the worker is started with (`workerData`). */
export interface WorkerInit {
  /** PGlite's folder; undefined means in memory (tests). */
  dataDir?: string;
  /** A dumped data folder to start from (`openPglite`'s template), as bytes. */
  template?: Uint8Array;
}

export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/**
 * A query parameter as it crosses to the thread, where `openPglite` hands it to PGlite, which writes it by
 * the parameter's type as it does in process: arrays stay arrays (PostgreSQL arrays: `any($1::uuid[])`),
 * bytes stay bytes, times stay times (structured cloning keeps all three). An object goes as the JSON text
 * it would be stored as: cloning would drop its prototype, and with it a `toJSON` that decides that text.
 * `checkParams` has refused anything else (decision 0311).
 */
export function toWireParam(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || value instanceof Uint8Array || Array.isArray(value)) return value;
  return JSON.stringify(value);
}

/** Distributes `Omit` over the union, so a request can be written without its id. */
export type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A reply; id 0 is the worker's first message: the store opened (or `error`, it could not). */
export type Reply = { id: number; rows?: unknown[] } | { id: number; error: WireError };

/** An error as it crosses the thread: its message, name, stack and every plain field (`code`...). */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean | null>;
}

/**
 * An error as plain data. Structured cloning keeps an Error's message but drops its own fields, and
 * callers need PostgreSQL's `code` (a unique violation is a taken slot, 57P01 an outage...).
 */
export function toWire(err: unknown): WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: err.name, message: err.message, ...(err.stack ? { stack: err.stack } : {}), fields };
}

/** The error again, on the caller's side: the caller's stack, then the worker's. */
export function fromWire(wire: WireError): Error {
  const err = Object.assign(new Error(wire.message), wire.fields);
  err.name = wire.name;
  if (wire.stack) err.stack = `${err.stack ?? ''}\n  in the PGlite worker thread: ${wire.stack}`;
  return err;
}
