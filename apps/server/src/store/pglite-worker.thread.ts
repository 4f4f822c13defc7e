// The PGlite worker thread (started by pglite-worker.db.ts): opens the store with `openPglite` (its
// settings, extensions and prepared statements) and answers the main thread's requests, so PostgreSQL's
// WebAssembly runs on a core of its own while the main thread serves HTTP (decision 0173).
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite.db.js';
import type { Queryable, SqlDb } from './sql-db.js';
import { toWire, type Reply, type Request, type WorkerInit } from './pglite-worker.wire.js';

const port = parentPort!;
const reply = (message: Reply) => port.postMessage(message);
const fail = (id: number, err: unknown) => reply({ id, error: toWire(err) });

/** The statements of one open transaction, in the order the main thread sent them. */
class Mailbox {
  private items: Request[] = [];
  private waiter: ((req: Request) => void) | undefined;
  private failed: { err: unknown; onEnd: () => void } | undefined;

  put(req: Request): void {
    if (this.failed) return this.refuse(req);
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) waiter(req);
    else this.items.push(req);
  }

  take(): Promise<Request> {
    const next = this.items.shift();
    return next ? Promise.resolve(next) : new Promise((resolve) => (this.waiter = resolve));
  }

  /** The transaction could not begin: what was sent for it, and what will be until its end, fails. */
  fail(err: unknown, onEnd: () => void): void {
    this.failed = { err, onEnd };
    for (const req of this.items.splice(0)) this.refuse(req);
  }

  private refuse(req: Request): void {
    fail(req.id, this.failed!.err);
    if (req.op === 'commit' || req.op === 'rollback') this.failed!.onEnd();
  }
}

/** Thrown inside PGlite's transaction to have it rolled back. */
const ROLLBACK = new Error('rolled back by the main thread');
const open = new Map<number, Mailbox>();

async function statement(q: Queryable, req: Request & { op: 'query' }): Promise<void> {
  try {
    reply({ id: req.id, rows: (await q.query(req.sql, req.params)).rows });
  } catch (err) {
    fail(req.id, err);
  }
}

/**
 * Holds a PGlite transaction open for the main thread: runs the statements sent for it one by one, and
 * ends on `commit` or `rollback`. Meanwhile PGlite queues any other work behind the transaction, as it
 * does in process. The main thread does not wait for BEGIN: its statements wait here until it ran.
 */
function begin(db: SqlDb, id: number): void {
  const box = new Mailbox();
  open.set(id, box);
  let end: Request | undefined;
  db.transaction(async (tx) => {
    for (;;) {
      const req = await box.take();
      if (req.op === 'query') await statement(tx, req);
      else if (req.op === 'commit') return (end = req);
      else if (req.op === 'rollback') throw ((end = req), ROLLBACK);
      else fail(req.id, new Error(`${req.op} cannot run inside a transaction`));
    }
  }).then(
    () => {
      open.delete(id);
      reply({ id: end!.id });
    },
    (err: unknown) => {
      if (!end) return box.fail(err, () => open.delete(id));
      open.delete(id);
      if (err === ROLLBACK) reply({ id: end.id });
      else fail(end.id, err);
    },
  );
}

function handle(db: SqlDb, req: Request): void {
  if ('tx' in req && req.tx !== undefined) {
    const box = open.get(req.tx);
    if (box) box.put(req);
    else fail(req.id, new Error('Transaction is closed'));
    return;
  }
  switch (req.op) {
    case 'query':
      void statement(db, req);
      return;
    case 'exec':
      db.exec(req.sql).then(
        () => reply({ id: req.id }),
        (err: unknown) => fail(req.id, err),
      );
      return;
    case 'begin':
      begin(db, req.id);
      return;
    case 'close':
      // PGlite's close waits for the work queued before it; then the port closes and the thread ends.
      db.close().then(
        () => {
          reply({ id: req.id });
          port.close();
        },
        (err: unknown) => fail(req.id, err),
      );
      return;
  }
}

const init = workerData as WorkerInit;
try {
  const db = await openPglite(init.dataDir, init.template ? new Blob([init.template]) : undefined);
  port.on('message', (req: Request) => handle(db, req));
  // Opening leaves about 9 MB of garbage (the WebAssembly file's bytes, read to compile it): collected
  // now when the start command passes --expose-gc, instead of after a minute of idling (decision 0195).
  globalThis.gc?.();
  reply({ id: 0 });
} catch (err) {
  fail(0, err);
  port.close();
}
