/**
 * Sends the push outbox (decision 0214): claims due notifications with the one outbox claim, sends each
 * to its device, retries a failure with the outboxes' backoff (honouring Retry-After) and gives up after
 * the last attempt. A device the push service no longer knows (404 or 410) is removed, with its waiting
 * notifications: the owner's device list shows it gone.
 */
import { parseRetryAfter } from '../outbox/backoff.js';
import { attemptOutcome, recordOutboxAttempt, type RetryPolicy } from '../outbox/outbox-attempt.js';
import { PollingWorker, type PollingOptions } from '../outbox/polling-worker.js';
import type { PostResult } from '../webhooks/guarded-post.js';
import type { PushSender } from './push.sender.js';
import {
  claimDuePushes,
  markDelivered,
  removeSubscription,
  targetsOf,
  type ClaimedPush,
  type PushTarget,
} from './push.store.js';

export interface PushWorkerOptions extends PollingOptions, RetryPolicy {
  send: PushSender;
}

/** The push service's answer for a subscription that has expired or was unsubscribed (RFC 8030 §7.3). */
export const isGone = (res: PostResult): boolean => res.status === 404 || res.status === 410;

/** One sentence for the log and the row's `last_error`. */
export const pushOutcome = (res: PostResult): string =>
  res.status === undefined
    ? res.error
    : `The push service answered ${res.status}${res.excerpt ? `: ${res.excerpt.slice(0, 200)}` : ''}`;

export class PushWorker extends PollingWorker<ClaimedPush> {
  constructor(private readonly o: PushWorkerOptions) {
    super(o, { name: 'push', claim: claimDuePushes, batch: 20 });
  }

  /** The batch's devices are read in one statement. */
  protected async sendBatch(claimed: ClaimedPush[]): Promise<number> {
    const targets = await targetsOf(
      this.db,
      claimed.map((p) => p.subscriptionId),
    );
    return PollingWorker.attemptAll(claimed, (p) => this.attempt(p, targets.get(p.subscriptionId)));
  }

  private async attempt(p: ClaimedPush, target: PushTarget | undefined): Promise<void> {
    // Removed since it was queued: its row went with it (on delete cascade); nothing to record.
    if (!target) return;
    const res = await this.o.send(target, p.alert);
    const now = this.now();
    if (res.ok) {
      await markDelivered(this.db, target.id, now);
      await recordOutboxAttempt(this.db, 'push_deliveries', p.id, { status: 'sent', now });
    } else if (isGone(res)) {
      await removeSubscription(this.db, target.id);
      this.log.warn({ pushId: p.id, status: res.status }, 'push: device unsubscribed, removed');
    } else {
      const asked = 'retryAfter' in res ? parseRetryAfter(res.retryAfter, now) : undefined;
      const outcome = attemptOutcome(
        { attempt: p.attempt, now, error: pushOutcome(res), ...(asked ? { retryAfterMs: asked } : {}) },
        this.o,
      );
      await recordOutboxAttempt(this.db, 'push_deliveries', p.id, outcome);
    }
    this.log.info({ pushId: p.id, attempt: p.attempt, ok: res.ok, code: res.status }, 'push: attempt');
  }
}
