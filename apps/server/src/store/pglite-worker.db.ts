/**
 * PGlite in a `worker_threads` Worker: the same `SqlDb` as `openPglite`, but PostgreSQL's WebAssembly
 * and PGlite's JavaScript (about 70% of a capture's CPU, decision 0163) run on a thread of their own, so
 * HTTP and the database use both cores (decision 0173). Each call is one message each way; errors come
 * back with their PostgreSQL fields (`code`, `constraint`...).
 */
import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Queryable, SqlDb } from './sql-db.js';
import {
  fromWire,
  toWireParam,
  type Reply,
  type Request,
  type Unsent,
  type WorkerInit,
} from './pglite-worker.wire.js';
import { checkParams } from './sql-params.js';

/**
 * The thread's entry. Built, it is the `.js` beside this file. From source (`npm run dev`, the tests) it
 * is the `.ts`, and a worker does not inherit tsx's loader from `node --import tsx` on Node 20, so a
 * one-line module registers tsx in the thread first and then imports it.
 */
function entry(): URL {
  const here = new URL(import.meta.url);
  const file = new URL(`pglite-worker.thread${extname(here.pathname)}`, here);
  if (!file.pathname.endsWith('.ts')) return file;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(file.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/** The error a call gets once the thread is gone; `isUnavailable` reads it as an outage (503). */
const closedError = (why: string) => new Error(`PGlite is closed: ${why}`);

/**
 * Starts the worker thread and opens PGlite in it (`dataDir` undefined: in memory; `template`: a dumped
 * data folder to start from, as `openPglite` takes). Resolves once the store is open; rejects with the
 * thread's error if it could not open.
 *
 * @example
 * const db = await openPgliteWorker(join(DATA_DIR, 'pglite'));
 * await db.query('select 1');
 * await db.close(); // waits for the queued work and for the thread to end
 */
export async function openPgliteWorker(dataDir?: string, template?: Uint8Array): Promise<SqlDb> {
  const init: WorkerInit = { ...(dataDir ? { dataDir } : {}), ...(template ? { template } : {}) };
  // The thread's own V8 heap holds little but results on their way out; a small young generation keeps
  // its peak down (measured: peaks about 25 MB lower under the capture bench, no CPU cost seen; 0173).
  const worker = new Worker(entry(), { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let gone: Error | undefined;
  let closing = false;

  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      gone ??= closedError(`its worker thread exited (code ${code})`);
      for (const p of pending.values()) p.reject(gone);
      pending.clear();
      resolve();
    });
  });
  worker.on('error', (err) => {
    gone ??= closedError(`its worker thread failed: ${err.message}`);
  });
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    // Only calls in flight (and a close, until the thread has ended) keep the process alive, as an idle
    // PGlite in process does not.
    if (pending.size === 0 && !closing) worker.unref();
    if ('error' in reply) p?.reject(fromWire(reply.error));
    else p?.resolve(reply.rows ?? []);
  });

  const replyTo = (id: number): Promise<unknown[]> =>
    new Promise((resolve, reject) => {
      if (gone) return reject(gone);
      pending.set(id, { resolve, reject });
      worker.ref();
    });
  const call = (req: Unsent<Request>): Promise<unknown[]> => {
    const id = nextId++;
    const answer = replyTo(id);
    if (!gone) worker.postMessage({ ...req, id });
    return answer;
  };

  // Reply 0 is the thread's "open" (or its error, after which the thread ends).
  await replyTo(0).catch(async (err: unknown) => {
    await exited;
    throw err;
  });

  const query = async <T>(sql: string, params?: unknown[], tx?: number) => {
    checkParams(params);
    return {
      rows: (await call({
        op: 'query',
        sql,
        ...(params ? { params: params.map(toWireParam) } : {}),
        ...(tx ? { tx } : {}),
      })) as T[],
    };
  };
  return {
    kind: 'pglite',
    query: (sql, params) => query(sql, params),
    exec: async (sql) => {
      await call({ op: 'exec', sql });
    },
    transaction: async (fn) => {
      // Not waited for: the thread holds the statements until BEGIN ran, or fails them if it could not.
      const tx = nextId++;
      if (!gone) worker.postMessage({ op: 'begin', id: tx } satisfies Request);
      const scoped: Queryable = { query: (sql, params) => query(sql, params, tx) };
      let value;
      try {
        value = await fn(scoped);
      } catch (err) {
        // The caller's error is the one that matters; a failed rollback means the thread is gone anyway.
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw err;
      }
      await call({ op: 'commit', tx });
      return value;
    },
    close: async () => {
      if (!gone) {
        closing = true;
        const closed = call({ op: 'close' });
        gone = closedError('closed by the server');
        await closed;
      }
      await exited;
    },
  };
}
