/**
 * `/api/admin/alerts`: the owner's lead alerts per channel (decisions 0210, 0211): e-mail on or off, texts
 * on or off, the owner's mobile number and the text-message provider's settings (the token write-only),
 * and a test through each channel's own outbox.
 */
import { randomUUID } from 'node:crypto';
import { AlertSettingsSchema, AlertTestSchema, type AlertSettings, type AlertSettingsView } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { alertSettings, saveAlertSettings } from './alert-settings.repo.js';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { mailsInsert } from '../mail/mail.store.js';
import { firstOutcome, type FirstOutcome } from '../outbox/outbox-outcome.js';
import { queueSms } from '../sms/sms.store.js';
import { currentSmsProvider, saveSmsProvider, smsProviderView } from '../sms/sms-settings.repo.js';
import type { Env } from '../env.js';
import type { MailSettings } from '../mail/booking-mails.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';

/** What the owner's alert settings need from the server. */
export interface AlertsRoutesOptions {
  db: SqlDb;
  env: Env;
  now: () => Date;
  /** Set when e-mail can be sent (SMTP configured), with the owner's address. */
  mail?: MailSettings;
  /** Wakes the outboxes after a test message was queued. */
  onQueued?: () => void;
}

/** How long a test's request waits for its first attempt: beyond the provider's 10 s timeout. */
const TEST_WAIT_MS = 15_000;
const TEST_TEXT = 'Test from your lead alerts: texts about new leads will come to this number.';
const TEST_MAIL = {
  subject: 'Test: your lead alerts reach this inbox',
  text: 'This is a test from Settings > Lead alerts. With e-mail alerts on, each new lead and quote request is e-mailed here within a minute.\n',
};

export function alertsRoutes(app: FastifyInstance, o: AlertsRoutesOptions): void {
  const emailTo = () => (o.mail?.ownerAlerts ? (o.mail.ownerEmail ?? null) : null);

  async function view(q: Queryable): Promise<AlertSettingsView> {
    const prefs = await alertSettings(q);
    const provider = await smsProviderView(q, o.env);
    const to = emailTo();
    const texts = o.env.OWNER_ALERTS && prefs.ownerPhone !== null && provider.ready;
    return {
      email: { available: to !== null, to, on: to !== null && prefs.email },
      sms: { available: texts, to: prefs.ownerPhone, on: texts && prefs.sms, provider },
    };
  }

  route(app, 'GET /api/admin/alerts', () => view(o.db));

  route(app, 'PUT /api/admin/alerts', async (req) => {
    const patch = parse(AlertSettingsSchema, req.body, 'invalid_alerts');
    const now = o.now();
    // One transaction: a refused change stores nothing, not even the provider's fields.
    await o.db.transaction(async (tx) => {
      const was = await alertSettings(tx);
      const next: AlertSettings = {
        email: patch.email ?? was.email,
        sms: patch.sms ?? was.sms,
        ownerPhone: patch.ownerPhone === undefined ? was.ownerPhone : patch.ownerPhone || null,
      };
      if (patch.smsProvider) await saveSmsProvider(tx, patch.smsProvider, now);
      if (next.sms && !next.ownerPhone)
        throw new HttpError(400, 'ownerPhone: text alerts need your mobile number.', 'invalid_alerts');
      if (next.sms && !(await currentSmsProvider(tx, o.env)))
        throw new HttpError(
          400,
          "smsProvider: text alerts need the provider's account SID, auth token and sender: save them here, or ask whoever runs your server to set them.",
          'invalid_alerts',
        );
      await saveAlertSettings(tx, next, now);
    });
    return view(o.db);
  });

  /** Queues a test on the channel, wakes its worker and answers how its first attempt went. */
  route(app, 'POST /api/admin/alerts/test', async (req) => {
    const { channel } = parse(AlertTestSchema, req.body, 'invalid_test');
    const now = o.now();
    let queued: { table: 'sms_deliveries' | 'mail_deliveries'; id: string; to: string };
    if (channel === 'sms') {
      const to = (await alertSettings(o.db)).ownerPhone;
      if (!to)
        throw new HttpError(400, 'Save your mobile number first: the test text goes to it.', 'not_set_up');
      if (!(await currentSmsProvider(o.db, o.env)))
        throw new HttpError(
          400,
          "Save the text-message provider's account SID, auth token and sender first.",
          'not_set_up',
        );
      const key = `test:${randomUUID()}`;
      const id = await queueSms(o.db, { kind: 'test', idempotencyKey: key, to, body: TEST_TEXT, now });
      queued = { table: 'sms_deliveries', id: id!, to };
    } else {
      const to = emailTo();
      if (!to)
        throw new HttpError(
          400,
          'E-mail alerts need outgoing mail and an address to send them to: ask whoever runs your server to set them up (its SMTP settings and OWNER_EMAIL).',
          'not_set_up',
        );
      const params: unknown[] = [];
      const mail = { kind: 'owner_alert_test' as const, to, ics: null, manageUrl: null, ...TEST_MAIL };
      const sql = `${mailsInsert([{ ...mail, captureId: randomUUID(), now }], params)} returning id`;
      const res = await o.db.query<{ id: string }>(sql, params);
      queued = { table: 'mail_deliveries', id: res.rows[0]!.id, to };
    }
    o.onQueued?.();
    const outcome = await firstOutcome(o.db, queued.table, queued.id, { waitMs: TEST_WAIT_MS });
    return { channel, status: outcome.status, message: testSentence(channel, queued.to, outcome) };
  });
}

function testSentence(channel: 'sms' | 'email', to: string, outcome: FirstOutcome): string {
  const what = channel === 'sms' ? 'test text' : 'test e-mail';
  if (outcome.status === 'sent')
    return channel === 'sms'
      ? `The ${what} to ${to} was accepted by the provider.`
      : `The ${what} to ${to} was accepted by the mail server.`;
  if (outcome.status === 'failed') return `The ${what} to ${to} was not sent: ${outcome.error}.`;
  return `The ${what} to ${to} is queued and will be sent shortly.`;
}
