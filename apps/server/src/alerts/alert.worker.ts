/**
 * Sends the owner's alerts (decision 0210): claims the alerts that are due (their lead quiet for a spell,
 * or the latest moment reached), writes each from the lead as it is now and hands it to the owner's
 * channels. Today the channel is e-mail to OWNER_EMAIL, through the mail outbox: the alert's id is the
 * mail's capture id, so a retried alert never queues its mail twice.
 */
import { ownerAlert } from '@pw/funnel';
import type { FastifyBaseLogger } from 'fastify';
import { mailsInsert } from '../mail/mail.store.js';
import { MAX_ATTEMPTS, retryDelayMs } from '../outbox/backoff.js';
import { recordOutboxAttempt } from '../outbox/outbox-attempt.js';
import { PollingWorker } from '../outbox/polling-worker.js';
import type { SqlDb } from '../store/sql-db.js';
import { readSubmission } from '../store/sql-lead.store.js';
import { alertSettings } from './alert-settings.repo.js';
import { claimDueAlerts, type ClaimedAlert } from './alerts.store.js';

export interface AlertWorkerOptions {
  db: SqlDb;
  /** Where alerts go and how the lead's page is linked. */
  owner: { email: string; publicUrl: string };
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Called after alerts were handed to the mail outbox (wakes its worker). */
  onQueued?: () => void;
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
}

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
    const emailOn = (await alertSettings(this.o.db)).email;
    const done = await PollingWorker.attemptAll(claimed, (a) => this.attempt(a, emailOn));
    if (done > 0) this.o.onQueued?.();
    return done;
  }

  private async attempt(a: ClaimedAlert, emailOn: boolean): Promise<void> {
    const now = this.now();
    let error: string | undefined;
    try {
      // A booking or a change already e-mails the owner its notice (decision 0203): no second e-mail;
      // nor any while the owner turned e-mail alerts off in Settings.
      const covered = a.reason === 'booked' || a.reason === 'changed';
      if (covered || !emailOn) return await this.record(a, now);
      const row = await readSubmission(this.o.db, a.email);
      if (!row) throw new Error(`no lead ${a.email}`);
      const lead = {
        name: row.name ?? '',
        email: row.email_as_typed ?? row.email,
        phone: row.phone ?? '',
        serviceNeeded: row.serviceneeded ?? '',
        propertyType: row.propertytype ?? '',
        quotedPrice: row.quoted_price ?? null,
        stage: row.stage ?? null,
      };
      const leadUrl = `${this.o.owner.publicUrl}/admin/leads/${encodeURIComponent(a.email)}`;
      const alert = ownerAlert(lead, a.reason, { firstAt: a.firstAt, now, leadUrl });
      const params: unknown[] = [];
      const mail = { kind: 'owner_alert' as const, to: this.o.owner.email, ics: null, manageUrl: null };
      const sql = mailsInsert([{ ...mail, ...alert, captureId: a.id, now }], params);
      await this.o.db.query(sql, params);
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    await this.record(a, now, error);
  }

  private async record(a: ClaimedAlert, now: Date, error?: string): Promise<void> {
    const last = a.attempt >= MAX_ATTEMPTS;
    const status = error === undefined ? 'sent' : last ? 'dead' : 'pending';
    await recordOutboxAttempt(this.o.db, 'owner_alerts', a.id, {
      status,
      now,
      ...(error ? { error } : {}),
      ...(status === 'pending' ? { retryAt: new Date(now.getTime() + retryDelayMs(a.attempt)) } : {}),
    });
    this.o.log.info({ alertId: a.id, attempt: a.attempt, status, error }, 'alerts: attempt');
  }
}
