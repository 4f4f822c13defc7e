/**
 * Sends the owner's alerts (decisions 0210, 0211): claims the alerts that are due (their lead quiet for a
 * spell, or the latest moment reached), writes each from the lead as it is now and hands it to each of the
 * owner's channels that is on, one function per channel, each queueing into its channel's outbox under a
 * key made from the alert's id, so a retried alert never queues anything twice: e-mail to OWNER_EMAIL
 * (the mail outbox, the alert's id as the mail's capture id) and a text to the owner's mobile (the SMS
 * outbox, `owner_alert:<id>`), and push to each of the owner's devices (the push outbox, one row per alert
 * and device, decision 0214). Each channel sends at most its cap an hour (decision 0311); the alerts past
 * it are held and told in one summary per channel, pointing at the inbox.
 */
import {
  alertSummary,
  ownerAlert,
  ownerAlertSms,
  pushAlert,
  type AlertChannel,
  type AlertLead,
  type AlertSettings,
  type AlertSummary,
  type OwnerAlert,
  type SubmissionRow,
} from '@pw/funnel';
import { mailsInsert } from '../mail/mail.store.js';
import { attemptOutcome, recordOutboxAttempt } from '../outbox/outbox-attempt.js';
import { PollingWorker, type PollingOptions } from '../outbox/polling-worker.js';
import { anyDevice, queuePushAlerts } from '../push/push.store.js';
import { queueSms } from '../sms/sms.store.js';
import type { Queryable } from '../store/sql-db.js';
import { channelsHolding, decideWay, takeDueSummary } from './alert-caps.repo.js';
import { alertSettings } from './alert-settings.repo.js';
import { claimDueAlerts, type ClaimedAlert } from './alerts.store.js';

export interface AlertWorkerOptions extends PollingOptions {
  /** The lead's row (the leads' table, a higher feature), given by the server; read when the alert is sent. */
  leadOf: (q: Queryable, email: string) => Promise<SubmissionRow | null>;
  /** Where alerts go (no e-mail: SMTP or OWNER_EMAIL is not set) and how the lead's page is linked. */
  owner: { email?: string; publicUrl: string };
  /** Called after alerts were handed to the channels' outboxes (wakes their workers). */
  onQueued?: () => void;
}

/** A channel: its name, its queueing of one alert, and of a summary, into its outbox. */
interface Channel {
  name: AlertChannel;
  queue(q: Queryable, alert: ClaimedAlert, lead: AlertLead, say: Say): Promise<void>;
  summary(q: Queryable, id: string, text: AlertSummary, now: Date): Promise<void>;
}
type Say = { firstAt: Date; now: Date; leadUrl: string; leadPath: string };

const INBOX_PATH = '/admin/leads';

export class AlertWorker extends PollingWorker<ClaimedAlert> {
  constructor(private readonly o: AlertWorkerOptions) {
    // Polled with none due too: held alerts' summaries go on time.
    super(o, { name: 'alerts', claim: claimDueAlerts, batch: 20, sendsWhenNoneDue: true });
  }

  protected async sendBatch(claimed: ClaimedAlert[]): Promise<number> {
    // Held alerts are few rows behind a partial index: asked at every poll, the summaries go on time.
    const holding = await channelsHolding(this.db);
    if (claimed.length === 0 && holding.length === 0) return 0;
    // The owner's choice and the channels, read once per batch rather than once per alert.
    const channels = await this.channels();
    const done =
      (await PollingWorker.attemptAll(claimed, (a) => this.attempt(a, channels))) +
      (await this.summaries(channels.filter((c) => holding.includes(c.name))));
    if (done > 0) this.o.onQueued?.();
    return done;
  }

  /** The channels that are on: e-mail, texts, and push when a device is subscribed. */
  private async channels(): Promise<Channel[]> {
    const prefs = await alertSettings(this.db);
    const devices = await anyDevice(this.db);
    return [this.email(prefs), this.sms(prefs), devices ? this.push() : null].filter((c) => c !== null);
  }

  /**
   * Hands the alert to each channel, each in a transaction with its way (decision 0311): queued alone
   * while the channel's hourly cap has room, else held for the channel's next summary.
   */
  private async attempt(a: ClaimedAlert, channels: readonly Channel[]): Promise<void> {
    const now = this.now();
    let error: string | undefined;
    try {
      const lead = await this.leadOf(a.email);
      const leadPath = `/admin/leads/${encodeURIComponent(a.email)}`;
      const say = { firstAt: a.firstAt, now, leadUrl: `${this.o.owner.publicUrl}${leadPath}`, leadPath };
      // A booking or a change already e-mails the owner its notice (decision 0203): no second e-mail.
      const to = channels.filter(
        (c) => c.name !== 'email' || (a.reason !== 'booked' && a.reason !== 'changed'),
      );
      for (const channel of to) {
        await this.db.transaction(async (tx) => {
          if ((await decideWay(tx, a.id, channel.name, now)) === 'alone')
            await channel.queue(tx, a, lead, say);
        });
      }
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    await this.record(a, now, error);
  }

  /** Sends each due summary of held alerts; answers how many were sent. */
  private async summaries(channels: readonly Channel[]): Promise<number> {
    const now = this.now();
    const text = (leads: number) =>
      alertSummary(leads, { inboxUrl: `${this.o.owner.publicUrl}${INBOX_PATH}`, inboxPath: INBOX_PATH });
    let sent = 0;
    for (const channel of channels) {
      const told = await this.db.transaction(async (tx) => {
        const due = await takeDueSummary(tx, channel.name, now);
        if (due) await channel.summary(tx, due.id, text(due.leads), now);
        return due;
      });
      if (told) {
        sent++;
        this.log.info({ channel: channel.name, summaryId: told.id, leads: told.leads }, 'alerts: summary');
      }
    }
    return sent;
  }

  /** The lead as the alert shows it, read when the alert is sent. */
  private async leadOf(email: string): Promise<AlertLead> {
    const row = await this.o.leadOf(this.db, email);
    if (!row) throw new Error(`no lead ${email}`);
    return {
      name: row.name ?? '',
      email: row.email_as_typed ?? row.email,
      phone: row.phone ?? '',
      serviceNeeded: row.serviceneeded ?? '',
      propertyType: row.propertytype ?? '',
      quotedPrice: row.quoted_price ?? null,
      // Offered one instead of a price, or asked for one with the booking modal (decision 0267).
      assessment: Boolean(row.quote_snapshot?.assessment) || row.appointment_kind === 'assessment',
      stage: row.stage ?? null,
      ...(row.quote_snapshot?.jobMinutes ? { jobMinutes: row.quote_snapshot.jobMinutes } : {}),
    };
  }

  /** E-mail to OWNER_EMAIL, unless the owner turned it off. */
  private email(prefs: AlertSettings): Channel | null {
    const to = this.o.owner.email;
    if (!to || !prefs.email) return null;
    const mail = { kind: 'owner_alert' as const, to, ics: null, manageUrl: null };
    const insert = async (q: Queryable, captureId: string, text: OwnerAlert, now: Date) => {
      const params: unknown[] = [];
      await q.query(mailsInsert([{ ...mail, ...text, captureId, now }], params), params);
    };
    return {
      name: 'email',
      queue: (q, alert, lead, say) => insert(q, alert.id, ownerAlert(lead, alert.reason, say), say.now),
      // The summary's id keys its mail as an alert's id keys an alert's.
      summary: (q, id, text, now) => insert(q, id, text.email, now),
    };
  }

  /** A text to the owner's mobile when texts are on, bookings and changes included (decision 0211). */
  private sms(prefs: AlertSettings): Channel | null {
    const to = prefs.ownerPhone;
    if (!to || !prefs.sms) return null;
    const text = (q: Queryable, idempotencyKey: string, body: string, now: Date) =>
      queueSms(q, { kind: 'owner_alert', idempotencyKey, to, body, now });
    return {
      name: 'sms',
      queue: async (q, alert, lead, say) => {
        await text(q, `owner_alert:${alert.id}`, ownerAlertSms(lead, alert.reason, say), say.now);
      },
      summary: async (q, id, summary, now) => {
        await text(q, `owner_alert_summary:${id}`, summary.sms, now);
      },
    };
  }

  /** Push to every device the owner subscribed, whatever the reason (decision 0214). */
  private push(): Channel {
    return {
      name: 'push',
      queue: async (q, alert, lead, say) => {
        await queuePushAlerts(q, alert.id, pushAlert(lead, alert.reason, say), say.now);
      },
      summary: async (q, id, summary, now) => {
        await queuePushAlerts(q, id, summary.push, now);
      },
    };
  }

  private async record(a: ClaimedAlert, now: Date, error?: string): Promise<void> {
    const outcome = attemptOutcome({ attempt: a.attempt, now, ...(error !== undefined ? { error } : {}) });
    await recordOutboxAttempt(this.db, 'owner_alerts', a.id, outcome);
    this.log.info({ alertId: a.id, attempt: a.attempt, status: outcome.status, error }, 'alerts: attempt');
  }
}
