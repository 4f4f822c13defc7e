/**
 * Sends outbox deliveries: polls for due ones, sends each (in order per lead), records every attempt,
 * retries with backoff (honouring Retry-After) and marks a delivery dead after the last attempt.
 * `stop()` waits for attempts in flight, so a shutdown never leaves a half-recorded attempt.
 */
import { MAX_ATTEMPTS, parseRetryAfter, retryDelayMs } from '../outbox/backoff.js';
import {
  claimDue,
  recordAttempts,
  type AttemptOutcome,
  type AttemptRecord,
  type ClaimedDelivery,
} from './outbox.store.js';
import type { RetryPolicy } from '../outbox/outbox-attempt.js';
import { PollingWorker, type PollingOptions } from '../outbox/polling-worker.js';
import type { WebhookSender } from './webhook.sender.js';

export interface OutboxWorkerOptions extends PollingOptions, RetryPolicy {
  send: WebhookSender;
  /** The URL to deliver to now (settings, else the configured default); undefined waits. */
  webhookUrl: () => Promise<string | undefined>;
  /** The signing secret to use now (the owner's rotated one); undefined leaves it to the sender. */
  signingSecret?: () => Promise<string | undefined>;
  /** Deliveries a poll claims (25: claiming and recording cost the store per batch, decision 0163). */
  batch?: number;
}

export class OutboxWorker extends PollingWorker<ClaimedDelivery, { url: string }> {
  constructor(private readonly o: OutboxWorkerOptions) {
    super(o, { name: 'outbox', claim: claimDue, batch: o.batch ?? 25 });
  }

  /** No URL: nothing is claimed, the deliveries wait for one. */
  protected override async prepare(): Promise<{ url: string } | null> {
    const url = await this.o.webhookUrl();
    return url ? { url } : null;
  }

  protected async sendBatch(
    claimed: ClaimedDelivery[],
    _now: Date,
    { url }: { url: string },
  ): Promise<number> {
    const secret = await this.o.signingSecret?.();
    // The batch's attempts are recorded in one transaction (decision 0163); stop() waits for it.
    return PollingWorker.attemptAll(
      claimed,
      (d) => this.attempt(d, url, secret),
      (results) => recordAttempts(this.db, results),
    );
  }
  /** Sends one delivery; returns its attempt and outcome for recording. */
  private async attempt(
    d: ClaimedDelivery,
    url: string,
    secret: string | undefined,
  ): Promise<{ a: AttemptRecord; outcome: AttemptOutcome }> {
    const startedAt = this.now();
    const res = await this.o.send({
      url,
      body: d.body,
      id: `msg_${d.id}`,
      timestamp: Math.floor(startedAt.getTime() / 1000),
      ...(secret ? { secret } : {}),
    });
    const now = this.now();
    const max = this.o.maxAttempts ?? MAX_ATTEMPTS;
    const status: 'delivered' | 'dead' | 'pending' = res.ok
      ? 'delivered'
      : d.attempt >= max
        ? 'dead'
        : 'pending';
    let retryAt: Date | undefined;
    if (status === 'pending') {
      const backoff = (this.o.retryDelay ?? retryDelayMs)(d.attempt);
      const asked = 'retryAfter' in res ? parseRetryAfter(res.retryAfter, now) : undefined;
      retryAt = new Date(now.getTime() + Math.max(backoff, asked ?? 0));
    }
    if (res.status === undefined && res.refused) {
      this.log.warn(
        { deliveryId: d.id, reason: res.refused, error: res.error },
        'outbox: webhook URL refused',
      );
    }
    const a: AttemptRecord = {
      deliveryId: d.id,
      attempt: d.attempt,
      url,
      startedAt,
      durationMs: res.durationMs,
      ...(res.status !== undefined ? { statusCode: res.status, excerpt: res.excerpt } : { error: res.error }),
    };
    this.log.info({ deliveryId: d.id, attempt: d.attempt, status, code: res.status }, 'outbox: attempt');
    return { a, outcome: { status, ...(retryAt ? { retryAt } : {}), now } };
  }
}
