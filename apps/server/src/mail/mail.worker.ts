/**
 * Sends the mail outbox through SMTP with nodemailer (decision 0134): claims due mails, sends each with
 * the .ics attached, retries a failure with the webhook outbox's backoff and gives up after its last
 * attempt. A mail whose recipient is not one address is given up at once (decision 0204). Before each
 * send a prospect's mail meets its send check again and every mail is marked as being sent, under a
 * `Message-ID` fixed by its row; one found marked after a crash is in doubt, never sent again (decision
 * 0308). Started and stopped with the server, like the webhook worker.
 */
import { listUnsubscribeHeaders } from '@pw/funnel';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env.js';
import { attemptOutcome, type RetryPolicy } from '../outbox/outbox-attempt.js';
import { PollingWorker, type PollingOptions } from '../outbox/polling-worker.js';
import {
  gateSend,
  recordInDoubt,
  recordMessageAttempt,
  retryPolicyFor,
  type SendCheck,
} from '../outbox/send-gate.js';
import { claimDueMail, type ClaimedMail } from './mail.store.js';
import { oneLine, oneRecipient, RecipientRefused } from './mail-safety.js';

/** Sends one message; throws when the SMTP server does not take it. */
export type MailSender = (m: {
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  /** The unsubscribe URL of a follow-up, sent as `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  listUnsubscribe?: string | null;
  /** The row's own id: every attempt at one mail carries one `Message-ID` (decision 0308). */
  id?: string;
}) => Promise<void>;

/** The `Message-ID` of mail `id` from `from`'s domain: the same on every attempt, so a copy is seen as one. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^@\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<mail-${id}@${domain}>`;
}

/**
 * A sender over the configured SMTP server. nodemailer (about 10 MB resident once loaded) is imported at
 * the first mail, not at start (decision 0176). The message goes to exactly one mailbox, in the `To` header
 * and in the SMTP envelope, or not at all (`oneRecipient`, decision 0204).
 */
export function smtpSender(
  env: Pick<Env, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM'>,
): MailSender {
  let transport: Promise<Transporter> | undefined;
  const open = async () =>
    (await import('nodemailer')).default.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
      // A server that does not answer must not hold a batch (and a shutdown) for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  return async (m) => {
    const to = oneRecipient(m.to);
    transport ??= open();
    await (
      await transport
    ).sendMail({
      from: env.SMTP_FROM,
      to,
      // Stated rather than derived from the headers: RCPT TO is this one checked address, nothing else.
      envelope: { from: env.SMTP_FROM, to: to.address },
      // Drafts make prospect text one line; a row stored before that still gets a one-line subject.
      subject: oneLine(m.subject),
      ...(m.id ? { messageId: messageIdOf(m.id, env.SMTP_FROM ?? '') } : {}),
      // Plain text only: no HTML body, so prospect text is never markup.
      text: m.text,
      // RFC 2369 and RFC 8058: the header values are checked to be one absolute URL (no line break).
      ...(m.listUnsubscribe ? { headers: listUnsubscribeHeaders(m.listUnsubscribe) } : {}),
      ...(m.ics
        ? {
            attachments: [
              { filename: 'appointment.ics', content: m.ics, contentType: 'text/calendar; charset=utf-8' },
            ],
          }
        : {}),
    });
  };
}

export interface MailWorkerOptions extends PollingOptions, RetryPolicy {
  send: MailSender;
  /** The send check of a prospect's mail, read at the moment of sending (decision 0308). */
  check: SendCheck;
}

export class MailWorker extends PollingWorker<ClaimedMail> {
  constructor(private readonly o: MailWorkerOptions) {
    super(o, { name: 'mail', claim: claimDueMail, batch: 10 });
  }

  protected sendBatch(claimed: ClaimedMail[]): Promise<number> {
    return PollingWorker.attemptAll(claimed, (m) => this.attempt(m));
  }

  private async attempt(m: ClaimedMail): Promise<void> {
    if (m.sendingSince) {
      await recordInDoubt(this.db, 'mail_deliveries', m.id);
      this.log.warn(
        { mailId: m.id, attempt: m.attempt },
        'mail: found mid-send after a crash, not sent again',
      );
      return;
    }
    let error: string | undefined;
    let refused = false;
    try {
      // Checked here too, whatever the sender: a recipient that is not one address is never handed on.
      oneRecipient(m.to);
      if ((await gateSend(this.db, 'mail_deliveries', m, this.now(), this.o.check)) === 'skip') return;
      await this.o.send(m);
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      refused = err instanceof RecipientRefused;
    }
    // A refused recipient stays refused: retrying would only delay the banner's "given up".
    const outcome = attemptOutcome(
      { attempt: m.attempt, now: this.now(), ...(error !== undefined ? { error } : {}), final: refused },
      retryPolicyFor(m.kind, this.o),
    );
    await recordMessageAttempt(this.db, 'mail_deliveries', m.id, outcome);
    this.log.info({ mailId: m.id, attempt: m.attempt, status: outcome.status, error }, 'mail: attempt');
  }
}
