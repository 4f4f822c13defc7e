/**
 * Sends the text-message outbox through the provider (decision 0211): claims due texts, sends each, and
 * records the outcome with the outboxes' backoff. An answer that cannot succeed (an invalid number) gives
 * the text up at once; 5xx, timeouts and what the owner can fix (credentials, a missing setting) are
 * retried. A test from Settings is tried once: its outcome was shown to the owner. Started and stopped
 * with the server, like the mail worker; the provider's settings are read per batch.
 */
import { toE164 } from '@pw/funnel';
import type { FastifyBaseLogger } from 'fastify';
import { attemptOutcome } from '../outbox/outbox-attempt.js';
import { PollingWorker } from '../outbox/polling-worker.js';
import type { SqlDb } from '../store/sql-db.js';
import type { SmsProvider, SmsResult } from './sms-provider.js';
import { claimDueSms, recordSmsAttempt, type ClaimedSms } from './sms.store.js';

export interface SmsWorkerOptions {
  db: SqlDb;
  /** The provider as configured now, or null while its settings are incomplete. */
  provider: () => Promise<SmsProvider | null>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
  retryDelay?: (attempt: number) => number;
  maxAttempts?: number;
  pollMs?: number;
  leaseMs?: number;
}

const NOT_CONFIGURED: SmsResult = {
  ok: false,
  permanent: false,
  error:
    'not sent: the text-message provider is not set up (account SID, auth token and sender, in Settings → Lead alerts or SMS_*)',
};

export class SmsWorker extends PollingWorker {
  private readonly now: () => Date;

  constructor(private readonly o: SmsWorkerOptions) {
    super({ log: o.log, name: 'sms', pollMs: o.pollMs });
    this.now = o.now ?? (() => new Date());
  }

  async runOnce(): Promise<number> {
    const now = this.now();
    const claimed = await claimDueSms(this.o.db, now, PollingWorker.leaseEnd(now, this.o.leaseMs), 10);
    if (claimed.length === 0) return 0;
    const provider = await this.o.provider();
    return PollingWorker.attemptAll(claimed, (t) => this.attempt(t, provider));
  }

  private async attempt(t: ClaimedSms, provider: SmsProvider | null): Promise<void> {
    // Checked here too, whatever wrote the row: a recipient that is not one number is never handed on.
    const result: SmsResult =
      toE164(t.to) !== t.to
        ? { ok: false, permanent: true, error: 'not sent: the recipient is not a phone number in E.164' }
        : provider
          ? await provider.send({ to: t.to, body: t.body })
          : NOT_CONFIGURED;
    const outcome = attemptOutcome(
      result.ok
        ? { attempt: t.attempt, now: this.now() }
        : {
            attempt: t.attempt,
            now: this.now(),
            error: result.error,
            final: result.permanent || t.kind === 'test',
            ...(result.retryAfterMs ? { retryAfterMs: result.retryAfterMs } : {}),
          },
      this.o,
    );
    const status = outcome.status;
    await recordSmsAttempt(this.o.db, t.id, {
      ...outcome,
      ...(result.ok ? { providerSid: result.sid } : {}),
    });
    this.o.log.info(
      {
        smsId: t.id,
        kind: t.kind,
        attempt: t.attempt,
        status,
        ...(result.ok ? {} : { error: result.error }),
      },
      'sms: attempt',
    );
  }
}
