/**
 * The one polling worker every outbox runs on (decision 0327): it owns the poll loop, the clock, the lease
 * and the claim. A poll reads what the batch needs (`prepare`), takes the clock's now once, claims up to a
 * batch of due rows leased until now + `leaseMs` (the table's claim, one `claimOutbox` each) and hands them
 * to `sendBatch`. A worker states only what is its own: its claim, its batch, what it reads before and how it
 * sends and records one row. A batch that did something polls again at once, else after `pollMs`;
 * `nudge()` wakes it early; `stop()` waits for the batch in flight.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SqlDb } from '../store/sql-db.js';
import type { Claim } from './outbox-claim.js';

/** What every worker is given by the server (tests shorten the times and fix the clock). */
export interface PollingOptions {
  db: SqlDb;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The one clock the worker reads: the claim's now, the lease and every attempt's time. */
  now?: () => Date;
  pollMs?: number;
  /** How long a claimed row is held from any other claim (default a minute): a crash frees it after. */
  leaseMs?: number;
}

/** What a worker states of itself: its name in the log, its table's claim and how many rows a poll takes. */
export interface WorkerKind<Row> {
  name: string;
  claim: Claim<Row>;
  batch: number;
  /** `sendBatch` is called with no rows too (the owner's alerts send their summaries then). */
  sendsWhenNoneDue?: boolean;
}

const DEFAULT_LEASE_MS = 60_000;

export abstract class PollingWorker<Row, Batch = undefined> {
  protected readonly db: SqlDb;
  protected readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The worker's clock: read through this only, so a test's clock moves every part of it. */
  protected readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  protected constructor(
    private readonly loop: PollingOptions,
    private readonly kind: WorkerKind<Row>,
  ) {
    this.db = loop.db;
    this.log = loop.log;
    this.now = loop.now ?? (() => new Date());
  }

  /** What a poll needs before its claim, read once per batch; `null` skips the poll and claims nothing. */
  protected prepare(): Promise<Batch | null> {
    return Promise.resolve(undefined as Batch);
  }

  /** Sends the claimed rows (claimed at `now`) and records them; returns how many attempts were made. */
  protected abstract sendBatch(rows: Row[], now: Date, batch: Batch): Promise<number>;

  /** Claims and sends one batch; returns how many attempts were made. */
  async runOnce(): Promise<number> {
    const batch = await this.prepare();
    if (batch === null) return 0;
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + (this.loop.leaseMs ?? DEFAULT_LEASE_MS));
    const rows = await this.kind.claim(this.db, { now, leaseUntil, limit: this.kind.batch });
    if (rows.length === 0 && !this.kind.sendsWhenNoneDue) return 0;
    return this.sendBatch(rows, now, batch);
  }

  /**
   * Makes one attempt per claimed row and waits until every one is recorded, then rethrows the first
   * failure; returns how many were tried. `allSettled`, not `all`: one failed recording must not let
   * `stop()` return while others are still in flight. With `record`, the attempts' results are recorded
   * together once all have settled (one transaction for a batch, decision 0163).
   */
  protected static async attemptAll<T, R = void>(
    claimed: readonly T[],
    attempt: (row: T) => Promise<R>,
    record?: (results: R[]) => Promise<void>,
  ): Promise<number> {
    const settled = await Promise.allSettled(claimed.map(attempt));
    if (record) await record(settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return claimed.length;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the attempts in flight to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /** Wakes the worker now (after a capture) instead of at the next poll. */
  nudge(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((err: unknown) => {
          this.log.warn({ err }, `${this.kind.name}: poll failed`);
          return 0;
        })
        .finally(() => {
          this.running = undefined;
        });
      void this.running.then((sent) => {
        if (!this.stopped) this.schedule(sent > 0 ? 0 : (this.loop.pollMs ?? 1000));
      });
    }, ms);
    this.timer.unref();
  }
}
