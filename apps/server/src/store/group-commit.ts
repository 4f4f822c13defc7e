/**
 * Group commit: items that arrive while a transaction runs wait, then all of them run in ONE transaction,
 * handed to the work together so it can read and write them in a few statements (captures: one read and
 * one write per batch, decision 0170). When the work fails (a taken slot, a bad value) the shared
 * transaction is rolled back and the batch runs again with each item alone in its own savepoint: only
 * the failing item is refused, the others commit. (The work reads what it needs inside the transaction,
 * so running it again is safe.) Every promise settles only after the transaction that holds its item has
 * committed (or failed), so a caller's answer means what it meant with one transaction per item:
 * acknowledged = durable.
 *
 * On PGlite (one connection, queries queue) this turns N commits into one (decision 0017); on PostgreSQL
 * it does the same per server process, the batch's locks taken once, in order, by `lock` (decision 0170).
 */
import type { Queryable, SqlDb } from './sql-db.js';

/** What a group commit does with a batch. */
export interface BatchWork<I, O> {
  /**
   * Runs first in every transaction, with all the batch's items (also when they then run one by one in
   * savepoints): PostgreSQL's advisory locks, taken in one sorted statement so processes cannot deadlock.
   */
  lock?(tx: Queryable, items: readonly I[]): Promise<void>;
  /** Does all the items' work; one answer per item, in order. A throw refuses the whole batch. */
  run(tx: Queryable, items: readonly I[]): Promise<O[]>;
}

interface Job<I> {
  item: I;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

type Settled<O> = { ok: true; value: O } | { ok: false; err: unknown };

export class GroupCommit<I, O> {
  private queue: Job<I>[] = [];
  private lanes = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly maxLanes: number;
  /**
   * Batches, items, the largest batch, batches run again item by item and the most batches that ran at
   * once (for tests and logs).
   */
  readonly stats = { batches: 0, pieces: 0, largestBatch: 0, retried: 0, lanesAtOnce: 0 };

  /**
   * `lanes`: how many batches may run at once, each in its own transaction. One on PGlite (one
   * connection); a few on PostgreSQL, whose round trips would otherwise leave the pool idle (decision 0170).
   */
  constructor(
    private readonly db: Pick<SqlDb, 'transaction'>,
    private readonly work: BatchWork<I, O>,
    o: { maxBatch?: number; lanes?: number } = {},
  ) {
    this.maxBatch = o.maxBatch ?? 64;
    this.maxLanes = o.lanes ?? 1;
  }

  /** Runs `item` in a transaction shared with the items queued beside it; settles after that commit. */
  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve: resolve as (v: unknown) => void, reject });
      if (this.lanes < this.maxLanes) void this.drain();
    });
  }

  /**
   * Resolves once nothing is queued or running: a closing server waits for it before it closes the store,
   * so the captures it already took are committed rather than failed.
   */
  idle(): Promise<void> {
    if (this.lanes === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain(): Promise<void> {
    this.lanes += 1;
    this.stats.lanesAtOnce = Math.max(this.stats.lanesAtOnce, this.lanes);
    try {
      while (this.queue.length > 0) {
        // Let the requests that already arrived reach the queue first. PGlite answers through promises
        // alone, so a transaction started at once would run to its commit before the event loop read the
        // next request: every batch would hold one item (measured: largest batch 1 at 50 connections).
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.queue.splice(0, this.maxBatch);
        if (batch.length > 0) await this.runBatch(batch);
      }
    } finally {
      this.lanes -= 1;
      if (this.lanes === 0 && this.queue.length === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  private async runBatch(batch: Job<I>[]): Promise<void> {
    this.stats.batches += 1;
    this.stats.pieces += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    const items = batch.map((j) => j.item);
    let settled: Settled<O>[];
    try {
      settled = await this.db.transaction((tx) => this.runTogether(tx, items));
    } catch (first) {
      if (batch.length === 1) {
        batch[0]!.reject(first);
        return;
      }
      // Some item failed and took the shared transaction with it. Run the batch again, this time
      // each item alone in its own savepoint, so only the failing one is refused.
      this.stats.retried += 1;
      try {
        settled = await this.db.transaction((tx) => this.runEachInSavepoint(tx, items));
      } catch (err) {
        // The transaction itself failed (database away, commit refused): nothing of it was kept.
        for (const job of batch) job.reject(err);
        return;
      }
    }
    settled.forEach((s, i) => (s.ok ? batch[i]!.resolve(s.value) : batch[i]!.reject(s.err)));
  }

  /** The common case, everything succeeds: the work gets the whole batch, no savepoints. */
  private async runTogether(tx: Queryable, items: I[]): Promise<Settled<O>[]> {
    await this.work.lock?.(tx, items);
    const values = await this.work.run(tx, items);
    return values.map((value) => ({ ok: true, value }));
  }

  private async runEachInSavepoint(tx: Queryable, items: I[]): Promise<Settled<O>[]> {
    await this.work.lock?.(tx, items);
    const out: Settled<O>[] = [];
    for (const item of items) {
      await tx.query('savepoint piece');
      try {
        const [value] = await this.work.run(tx, [item]);
        await tx.query('release savepoint piece');
        out.push({ ok: true, value: value as O });
      } catch (err) {
        // If even this fails (the connection is gone), the whole transaction fails and every item with it.
        await tx.query('rollback to savepoint piece');
        out.push({ ok: false, err });
      }
    }
    return out;
  }
}
