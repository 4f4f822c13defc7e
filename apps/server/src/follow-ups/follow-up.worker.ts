/**
 * Sends the follow-up sequences (issue 20, decisions 0240 and 0241): claims the due `follow_ups` rows with
 * the outboxes' claim (SKIP LOCKED and a lease), and for each, in one transaction under the row's lock,
 * fires the chart's timer and queues its message in the text or the mail outbox, tagged with the sequence
 * and step (whose idempotency key, or `(capture_id, kind)`, refuses a second copy). A restart or a second
 * process therefore never loses or doubles a message: the row moves on in the same commit that queues it.
 * A text goes when the number granted consent by the box and never withdrew it, whichever lead; else an
 * e-mail to the lead's address unless it unsubscribed; else the sequence stops as withdrawn.
 */
import {
  consentAddress,
  followUpFire,
  followUpOn,
  followUpSendableAt,
  followUpText,
  leadLanguage,
  listUnsubscribeHeaders,
  mayMessage,
  sendableFrom,
  translator,
  unsubscribePath,
  type ConsentChannel,
  type FollowUpSettings,
  type FunnelConfig,
  type Lead,
  type PriceBook,
} from '@pw/funnel';
import { consentRowsOf } from '../consent/consent-ledger.repo.js';
import { unsubscribeToken } from '../consent/unsubscribe-token.js';
import { queueFollowUpMail } from '../mail/mail.store.js';
import { PollingWorker, type PollingOptions } from '../outbox/polling-worker.js';
import { lastFollowUpText, queueSms, tagFollowUpSms } from '../sms/sms.store.js';
import type { Queryable } from '../store/sql-db.js';
import { followUpSettings, followUpTimingWith } from './follow-up-settings.repo.js';
import {
  claimDueFollowUps,
  lockPendingFollowUp,
  postponeFollowUp,
  saveFollowUps,
  type FollowUpRow,
} from './follow-ups.repo.js';

/**
 * What the worker needs of the leads (a higher feature), given by the server (`leads/follow-up-leads.ts`):
 * the lead's folded state, and a fresh resume link to its quote.
 */
export interface FollowUpLeads {
  stateOf(q: Queryable, email: string): Promise<Lead | null>;
  resumeLink(
    q: Queryable,
    lead: { email: string; publicUrl: string; sentTo: { via: 'sms' | 'email'; address: string } },
    now: Date,
  ): Promise<{ url: string } | null>;
  /** The price book in force: a follow-up names the services as it does in the lead's language (0326). */
  priceBook?(q: Queryable): Promise<PriceBook>;
}

export interface FollowUpWorkerOptions extends PollingOptions {
  config: FunnelConfig;
  leads: FollowUpLeads;
  /** The site's address, for the resume and unsubscribe links. */
  publicUrl: string;
  /** The key that seals unsubscribe links. */
  secret: () => Promise<string>;
  /** Whether e-mail can be sent (SMTP configured): without it only texts go. */
  mail: boolean;
  /** Whether the text provider is set up now: a text is queued only then. */
  smsReady: () => Promise<boolean>;
  /** Called after a message was queued, so its outbox sends it now. */
  onQueued?: () => void;
}

type Outcome = 'queued' | 'moved' | 'none';

/** How long a sequence whose prospect allows only channels not set up waits before asking again. */
const UNSET_RETRY_MS = 3_600_000;

/** What a batch reads before its transactions (on PGlite a read outside one would wait for it). */
interface Batch {
  settings: FollowUpSettings;
  smsReady: boolean;
  secret: string;
  now: Date;
}

export class FollowUpWorker extends PollingWorker<{ id: string }, FollowUpSettings> {
  constructor(private readonly o: FollowUpWorkerOptions) {
    super(o, { name: 'follow-ups', claim: claimDueFollowUps, batch: 10 });
  }

  /** Off: nothing is claimed; the sequences keep their rows and go on when the owner turns them on. */
  protected override async prepare(): Promise<FollowUpSettings | null> {
    const settings = await followUpSettings(this.db);
    return settings.enabled ? settings : null;
  }

  protected async sendBatch(
    claimed: { id: string }[],
    now: Date,
    settings: FollowUpSettings,
  ): Promise<number> {
    const batch = { settings, now, smsReady: await this.o.smsReady(), secret: await this.o.secret() };
    let queued = false;
    const tried = await PollingWorker.attemptAll(claimed, async (r) => {
      const outcome = await this.attempt(r.id, batch);
      queued ||= outcome === 'queued';
    });
    if (queued) this.o.onQueued?.();
    return tried;
  }

  private attempt(id: string, batch: Batch): Promise<Outcome> {
    const { settings, now } = batch;
    return this.db.transaction(async (tx) => {
      const row = await lockPendingFollowUp(tx, id);
      if (!row) return 'none';
      const timing = followUpTimingWith(settings, this.o.config);
      const at = followUpSendableAt(row, now, timing);
      if (at && at > now) {
        // Not yet (the owner lengthened a delay, or the hours or the one-a-day rule hold it): wait.
        await postponeFollowUp(tx, id, at);
        return 'moved';
      }
      const fired = followUpFire(row, now, timing);
      const channel = fired.send === null ? null : await this.channelOf(tx, row, batch.smsReady);
      // One text a day to one number, whichever lead it is on (the sequences count per lead).
      const lastText = channel === 'sms' ? await lastFollowUpText(tx, row.phone!) : null;
      const textAt = lastText && sendableFrom(now, lastText, timing);
      if (textAt && textAt > now) {
        await postponeFollowUp(tx, id, textAt);
        return 'moved';
      }
      if (channel === 'unset') {
        // Allowed, but on no channel set up yet (no SMTP, no provider): not a withdrawal; ask again later.
        await postponeFollowUp(tx, id, new Date(now.getTime() + UNSET_RETRY_MS));
        return 'moved';
      }
      const move =
        channel || fired.send === null
          ? fired
          : followUpOn(row, { type: 'consent.withdrawn', at: now }, timing);
      let outcome: Outcome = 'moved';
      if (channel && fired.send !== null) {
        outcome = (await this.queue(tx, row, fired.send, channel, batch)) ? 'queued' : 'moved';
      }
      await saveFollowUps(tx, [{ ...row, seenSent: row.sent, move, now }]);
      this.log.info(
        { followUpId: id, step: fired.send, channel, state: move.stored.state },
        'follow-ups: timer fired',
      );
      return outcome;
    });
  }

  /**
   * The channel a message may go on now: a text with the number's consent, else an e-mail; `unset` when the
   * prospect allows a channel that is not set up yet; null when every channel withdrew.
   */
  private async channelOf(
    q: Queryable,
    row: FollowUpRow,
    smsReady: boolean,
  ): Promise<ConsentChannel | 'unset' | null> {
    const allowed = async (channel: ConsentChannel, address: string | null) =>
      address !== null && mayMessage(await consentRowsOf(q, channel, address), channel, address).allowed;
    const sms = await allowed('sms', row.phone);
    if (sms && smsReady) return 'sms';
    const email = await allowed('email', consentAddress('email', row.email));
    if (email && this.o.mail) return 'email';
    return sms || email ? 'unset' : null;
  }

  /** Queues message `step` of `row` on `channel`, with a fresh resume link; false when the lead is gone. */
  private async queue(
    q: Queryable,
    row: FollowUpRow,
    step: number,
    channel: ConsentChannel,
    { settings, now, secret }: Batch,
  ): Promise<boolean> {
    const lead = await this.o.leads.stateOf(q, row.email);
    // The link records where it goes: a text's opening proves the number only once it replied (0307).
    const sentTo =
      channel === 'sms'
        ? { via: 'sms' as const, address: row.phone! }
        : { via: 'email' as const, address: row.email };
    const link = await this.o.leads.resumeLink(
      q,
      { email: row.email, publicUrl: this.o.publicUrl, sentTo },
      now,
    );
    if (!lead || !link) return false;
    // In the lead's language (issue 41, decision 0321): the owner's templates for English, their version
    // in the lead's language otherwise; the footer and both links likewise.
    const language = leadLanguage(lead);
    const book = language === 'en' ? undefined : await this.o.leads.priceBook?.(q);
    const text = followUpText(settings, lead, link.url, language, book);
    if (channel === 'sms') {
      const id = await queueSms(q, {
        kind: 'follow_up',
        idempotencyKey: `follow_up:${row.id}:${step}`,
        to: row.phone!,
        body: text.sms,
        now,
        leadEmail: row.email,
      });
      if (id) await tagFollowUpSms(q, id, row.id, step);
      return id !== null;
    }
    const unsubscribe = `${this.o.publicUrl.replace(/\/+$/, '')}${unsubscribePath(
      unsubscribeToken(secret, {
        channel: 'email',
        address: consentAddress('email', row.email)!,
      }),
      language,
    )}`;
    // Checked before queueing: a site address that cannot be a header never reaches a mail.
    listUnsubscribeHeaders(unsubscribe);
    const footer = translator(language).t('mail.followUp.unsubscribe');
    const body = `${text.body}\n\n--\n${footer}\n${unsubscribe}\n`;
    const kind = `follow_up_${step + 1}` as `follow_up_${1 | 2 | 3}`;
    const mail = { kind, to: lead.email, subject: text.subject, text: body, ics: null, manageUrl: null };
    const tag = { followUpId: row.id, step, listUnsubscribe: unsubscribe, leadEmail: row.email };
    return (await queueFollowUpMail(q, { ...mail, captureId: row.id, now }, tag)) !== null;
  }
}
