/**
 * Sends the text-message outbox through the provider (decision 0211): claims due texts, sends each, and
 * records the outcome with the outboxes' backoff. An answer that cannot succeed (an invalid number) gives
 * the text up at once; 5xx and what the owner can fix (credentials, a missing setting) are retried. A test
 * from Settings is tried once: its outcome was shown to the owner. Before each call a prospect's text meets
 * its send check again and every text is marked as being sent; a text found marked after a crash, or
 * whose provider never answered, is in doubt and never sent again (decision 0308). Started and stopped
 * with the server, like the mail worker; the provider's settings are read per batch.
 */
import { toE164 } from '@pw/funnel';
import { attemptOutcome, type RetryPolicy } from '../outbox/outbox-attempt.js';
import { PollingWorker, type PollingOptions } from '../outbox/polling-worker.js';
import {
  gateSend,
  recordInDoubt,
  recordMessageAttempt,
  retryPolicyFor,
  type SendCheck,
} from '../outbox/send-gate.js';
import type { SmsProvider, SmsResult } from './sms-provider.js';
import { claimDueSms, type ClaimedSms } from './sms.store.js';

export interface SmsWorkerOptions extends PollingOptions, RetryPolicy {
  /** The provider as configured now, or null while its settings are incomplete. */
  provider: () => Promise<SmsProvider | null>;
  /** The send check of a prospect's text, read at the moment of sending (decision 0308). */
  check: SendCheck;
}

const NOT_CONFIGURED: SmsResult = {
  ok: false,
  permanent: false,
  error:
    'not sent: the text-message provider is not set up (account SID, auth token and sender, in Settings → Lead alerts)',
};

const BAD_NUMBER: SmsResult = {
  ok: false,
  permanent: true,
  error: 'not sent: the recipient is not a phone number in E.164',
};

export class SmsWorker extends PollingWorker<ClaimedSms> {
  constructor(private readonly o: SmsWorkerOptions) {
    super(o, { name: 'sms', claim: claimDueSms, batch: 10 });
  }

  /** The provider's settings are read per batch, once some text is due. */
  protected async sendBatch(claimed: ClaimedSms[]): Promise<number> {
    const provider = await this.o.provider();
    return PollingWorker.attemptAll(claimed, (t) => this.attempt(t, provider));
  }

  private async attempt(t: ClaimedSms, provider: SmsProvider | null): Promise<void> {
    const log = { smsId: t.id, kind: t.kind, attempt: t.attempt };
    if (t.sendingSince) {
      await recordInDoubt(this.db, 'sms_deliveries', t.id);
      this.log.warn({ ...log, status: 'in_doubt' }, 'sms: found mid-send after a crash, not sent again');
      return;
    }
    // Checked here too, whatever wrote the row: a recipient that is not one number is never handed on.
    if (toE164(t.to) !== t.to) return this.record(t, BAD_NUMBER);
    if (!provider) return this.record(t, NOT_CONFIGURED);
    if ((await gateSend(this.db, 'sms_deliveries', t, this.now(), this.o.check)) === 'skip') return;
    await this.record(t, await provider.send({ to: t.to, body: t.body, idempotencyKey: `sms_${t.id}` }));
  }

  private async record(t: ClaimedSms, result: SmsResult): Promise<void> {
    const now = this.now();
    const outcome =
      !result.ok && result.inDoubt
        ? { status: 'in_doubt' as const, now, error: result.error }
        : attemptOutcome(
            result.ok
              ? { attempt: t.attempt, now }
              : {
                  attempt: t.attempt,
                  now,
                  error: result.error,
                  final: result.permanent || t.kind === 'test',
                  ...(result.retryAfterMs ? { retryAfterMs: result.retryAfterMs } : {}),
                },
            retryPolicyFor(t.kind, this.o),
          );
    await recordMessageAttempt(this.db, 'sms_deliveries', t.id, outcome, result.ok ? result.sid : null);
    this.log.info(
      {
        smsId: t.id,
        kind: t.kind,
        attempt: t.attempt,
        status: outcome.status,
        ...(result.ok ? {} : { error: result.error }),
      },
      'sms: attempt',
    );
  }
}
