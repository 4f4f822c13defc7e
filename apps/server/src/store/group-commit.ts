/**
 * Group commit: work that arrives while a transaction runs waits, then all of it runs in ONE transaction.
 * When a piece fails (a taken slot, a bad value) the shared transaction is rolled back and the batch runs
 * again with each piece in its own savepoint: only the failing piece is refused, the others commit. (Every
 * piece reads what it needs inside the transaction, so running it again is safe.) Every promise settles only after the
 * transaction that holds its work has committed (or failed), so a caller's answer means what it meant
 * with one transaction per piece: acknowledged = durable.
 *
 * On PGlite (one connection, queries queue) this turns N commits into one and is what lets captures
 * meet the throughput budget (decision 0017).
 */
import type { Queryable, SqlDb } from './sql-db.js';

interface Job {
  fn: (tx: Queryable) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

type Settled = { ok: true; value: unknown } | { ok: false; err: unknown };

export class GroupCommit {
  private queue: Job[] = [];
  private draining = false;
  /** Batches, pieces, the largest batch and batches run again piece by piece (for tests and logs). */
  readonly stats = { batches: 0, pieces: 0, largestBatch: 0, retried: 0 };

  constructor(
    private readonly db: Pick<SqlDb, 'transaction'>,
    private readonly maxBatch = 64,
  ) {}

  /** Runs `fn` in a transaction shared with the work queued beside it; settles after that commit. */
  run<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        this.stats.batches += 1;
        this.stats.pieces += batch.length;
        this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
        let settled: Settled[];
        try {
          settled = await this.db.transaction((tx) => GroupCommit.runOptimistic(tx, batch));
        } catch (first) {
          if (batch.length === 1) {
            batch[0]!.reject(first);
            continue;
          }
          // Some piece failed and took the shared transaction with it. Run the batch again, this time
          // each piece in its own savepoint, so only the failing piece is refused.
          this.stats.retried += 1;
          try {
            settled = await this.db.transaction((tx) => GroupCommit.runEachInSavepoint(tx, batch));
          } catch (err) {
            // The transaction itself failed (database away, commit refused): nothing of it was kept.
            for (const job of batch) job.reject(err);
            continue;
          }
        }
        settled.forEach((s, i) => (s.ok ? batch[i]!.resolve(s.value) : batch[i]!.reject(s.err)));
      }
    } finally {
      this.draining = false;
    }
  }

  /** The common case, everything succeeds: no savepoints, two fewer statements per piece. */
  private static async runOptimistic(tx: Queryable, batch: Job[]): Promise<Settled[]> {
    const out: Settled[] = [];
    for (const job of batch) out.push({ ok: true, value: await job.fn(tx) });
    return out;
  }

  private static async runEachInSavepoint(tx: Queryable, batch: Job[]): Promise<Settled[]> {
    const out: Settled[] = [];
    for (const job of batch) {
      await tx.query('savepoint piece');
      try {
        const value = await job.fn(tx);
        await tx.query('release savepoint piece');
        out.push({ ok: true, value });
      } catch (err) {
        // If even this fails (the connection is gone), the whole transaction fails and every piece with it.
        await tx.query('rollback to savepoint piece');
        out.push({ ok: false, err });
      }
    }
    return out;
  }
}
