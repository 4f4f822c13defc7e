/**
 * The poll loop shared by the webhook outbox and the mail outbox: run a batch, poll again at once when it
 * did something, else after `pollMs`; `nudge()` wakes it early; `stop()` waits for the batch in flight.
 */
import type { FastifyBaseLogger } from 'fastify';

export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  protected constructor(
    private readonly loop: { log: Pick<FastifyBaseLogger, 'warn'>; pollMs?: number; name: string },
  ) {}

  /** Claims and sends one batch; returns how many attempts were made. */
  abstract runOnce(): Promise<number>;

  /** Where a lease taken now ends (`leaseMs`, default a minute): a claimed row is not claimed again before. */
  protected static leaseEnd(now: Date, leaseMs = 60_000): Date {
    return new Date(now.getTime() + leaseMs);
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
          this.loop.log.warn({ err }, `${this.loop.name}: poll failed`);
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
