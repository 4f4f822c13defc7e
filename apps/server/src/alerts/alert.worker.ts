/**
 * Sends the owner's alerts (decisions 0210, 0211): claims the alerts that are due (their lead quiet for a
 * spell, or the latest moment reached), writes each from the lead as it is now and hands it to each of the
 * owner's channels that is on, one function per channel, each queueing into its channel's outbox under a
 * key made from the alert's id, so a retried alert never queues anything twice: e-mail to OWNER_EMAIL
 * (the mail outbox, the alert's id as the mail's capture id) and a text to the owner's mobile (the SMS
 * outbox, `owner_alert:<id>`), and push to each of the owner's devices (the push outbox, one row per alert
 * and device, decision 0214).
 */
import { ownerAlert, ownerAlertSms, pushAlert, type AlertLead, type AlertSettings } from '@pw/funnel';
import type { FastifyBaseLogger } from 'fastify';
import { mailsInsert } from '../mail/mail.store.js';
import { attemptOutcome, recordOutboxAttempt } from '../outbox/outbox-attempt.js';
import { PollingWorker } from '../outbox/polling-worker.js';
import { queuePushAlerts } from '../push/push.store.js';
import { queueSms } from '../sms/sms.store.js';
import type { SqlDb } from '../store/sql-db.js';
import { readSubmission } from '../store/sql-lead.store.js';
import { alertSettings } from './alert-settings.repo.js';
import { claimDueAlerts, type ClaimedAlert } from './alerts.store.js';

export interface AlertWorkerOptions {
  db: SqlDb;
  /** Where alerts go (no e-mail: SMTP or OWNER_EMAIL is not set) and how the lead's page is linked. */
  owner: { email?: string; publicUrl: string };
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Called after alerts were handed to the channels' outboxes (wakes their workers). */
  onQueued?: () => void;
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
}

/** A channel's queueing of one alert into its outbox. */
type Channel = (
  alert: ClaimedAlert,
  lead: AlertLead,
  say: { firstAt: Date; now: Date; leadUrl: string; leadPath: string },
) => Promise<void>;

export class AlertWorker extends PollingWorker {
  private readonly now: () => Date;

  constructor(private readonly o: AlertWorkerOptions) {
    super({ log: o.log, name: 'alerts', pollMs: o.pollMs });
    this.now = o.now ?? (() => new Date());
  }

  async runOnce(): Promise<number> {
    const now = this.now();
    const claimed = await claimDueAlerts(this.o.db, now, PollingWorker.leaseEnd(now, this.o.leaseMs), 20);
    if (claimed.length === 0) return 0;
    // The owner's choice, read once per batch rather than once per alert.
    const prefs = await alertSettings(this.o.db);
    const done = await PollingWorker.attemptAll(claimed, (a) => this.attempt(a, prefs));
    if (done > 0) this.o.onQueued?.();
    return done;
  }

  private async attempt(a: ClaimedAlert, prefs: AlertSettings): Promise<void> {
    const now = this.now();
    let error: string | undefined;
    try {
      const channels = [this.email(a, prefs), this.sms(prefs), this.push()].filter((c) => c !== null);
      const lead = await this.leadOf(a.email);
      const leadPath = `/admin/leads/${encodeURIComponent(a.email)}`;
      const say = { firstAt: a.firstAt, now, leadUrl: `${this.o.owner.publicUrl}${leadPath}`, leadPath };
      for (const queue of channels) await queue(a, lead, say);
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    await this.record(a, now, error);
  }

  /** The lead as the alert shows it, read when the alert is sent. */
  private async leadOf(email: string): Promise<AlertLead> {
    const row = await readSubmission(this.o.db, email);
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
    };
  }

  /** E-mail to OWNER_EMAIL, unless the owner turned it off; a booking or a change already e-mails its notice. */
  private email(a: ClaimedAlert, prefs: AlertSettings): Channel | null {
    const to = this.o.owner.email;
    // A booking or a change already e-mails the owner its notice (decision 0203): no second e-mail.
    if (!to || !prefs.email || a.reason === 'booked' || a.reason === 'changed') return null;
    return async (alert, lead, say) => {
      const params: unknown[] = [];
      const mail = { kind: 'owner_alert' as const, to, ics: null, manageUrl: null };
      const text = ownerAlert(lead, alert.reason, say);
      await this.o.db.query(
        mailsInsert([{ ...mail, ...text, captureId: alert.id, now: say.now }], params),
        params,
      );
    };
  }

  /** A text to the owner's mobile when texts are on, bookings and changes included (decision 0211). */
  private sms(prefs: AlertSettings): Channel | null {
    const to = prefs.ownerPhone;
    if (!to || !prefs.sms) return null;
    return async (alert, lead, say) => {
      const body = ownerAlertSms(lead, alert.reason, say);
      await queueSms(this.o.db, {
        kind: 'owner_alert',
        idempotencyKey: `owner_alert:${alert.id}`,
        to,
        body,
        now: say.now,
      });
    };
  }

  /** Push to every device the owner subscribed, whatever the reason (decision 0214): none subscribed, none sent. */
  private push(): Channel {
    return async (alert, lead, say) => {
      await queuePushAlerts(this.o.db, alert.id, pushAlert(lead, alert.reason, say), say.now);
    };
  }

  private async record(a: ClaimedAlert, now: Date, error?: string): Promise<void> {
    const outcome = attemptOutcome({ attempt: a.attempt, now, ...(error !== undefined ? { error } : {}) });
    await recordOutboxAttempt(this.o.db, 'owner_alerts', a.id, outcome);
    this.o.log.info({ alertId: a.id, attempt: a.attempt, status: outcome.status, error }, 'alerts: attempt');
  }
}
