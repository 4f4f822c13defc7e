/**
 * `buildServer(deps)`: the whole HTTP server from its parts, so tests build one on a throwaway store and
 * call it with `app.inject` or over a real loopback port. `main.ts` wires the real environment.
 */
import cookie from '@fastify/cookie';
import { defaultConfig, type FunnelConfig } from '@pw/funnel';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { adminRoutes } from './admin/admin.routes.js';
import { announceOwner, applyConfiguredOwner } from './auth/owner-start.js';
import { webhookTarget } from './webhooks/webhook-settings.js';
import { emailConfigured, type Env } from './env.js';
import { BODY_LIMIT, installErrorHandler } from './http/errors.js';
import { httpTimeouts } from './http/timeouts.js';
import { registerRateLimits } from './http/rate-limits.js';
import { trustedProxies } from './http/trusted-proxies.js';
import { securityHeaders } from './http/security-headers.js';
import { captureRoutes } from './leads/captures.routes.js';
import { manageRoutes } from './appointments/manage.routes.js';
import { priceBookRoutes } from './pricing/price-book.routes.js';
import { resumeRoutes } from './leads/resume.routes.js';
import { linkSecret } from './consent/link-secret.js';
import { unsubscribeRoutes } from './consent/unsubscribe.routes.js';
import { AlertWorker } from './alerts/alert.worker.js';
import { MailWorker, smtpSender, type MailSender } from './mail/mail.worker.js';
import { twilioProvider } from './sms/sms-provider.js';
import { currentSmsProvider } from './sms/sms-settings.repo.js';
import { SmsWorker } from './sms/sms.worker.js';
import { FollowUpWorker } from './follow-ups/follow-up.worker.js';
import { stopFollowUpsOnWithdrawal } from './follow-ups/follow-ups.repo.js';
import { appointmentLeads, followUpLeads, languageOfNumber } from './leads/lead-ports.js';
import { prospectSendCheck } from './follow-ups/send-check.js';
import { smsInboundRoutes } from './consent/sms-inbound.routes.js';
import type { LeadStore, SubmissionPatch } from './leads/lead-store.js';
import type { SqlDb } from './store/sql-db.js';
import { readSubmission, SqlLeadStore } from './leads/sql-lead.store.js';
import { OutboxWorker, type OutboxWorkerOptions } from './webhooks/outbox.worker.js';
import { PushWorker } from './push/push.worker.js';
import { vapidSubject, webPushSender, type PushGuard } from './push/push.sender.js';
import { ensureVapidKeys } from './push/vapid-keys.repo.js';
import { webhookSender, type WebhookSender } from './webhooks/webhook.sender.js';
import { readScriptHashes, readSiteIdentity, webAppPlugin } from './web/web-app.plugin.js';

export interface ServerDeps {
  db: SqlDb;
  env: Env;
  /** Pino options, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  config?: FunnelConfig;
  /** The built web app; none serves only the API. */
  webDir?: string;
  /** Start the webhook worker (default true). */
  startWorker?: boolean;
  /** Worker knobs for tests: short retry delays, fast polls. */
  worker?: Partial<Pick<OutboxWorkerOptions, 'retryDelay' | 'maxAttempts' | 'pollMs' | 'leaseMs' | 'now'>>;
  send?: WebhookSender;
  /** The mail sender (default: SMTP from the environment, when configured). */
  sendMail?: MailSender;
  /** How long a text-message provider may take to answer (default 10 s). */
  smsTimeoutMs?: number;
  /** A second lead table that receives every committed row (the owner's Supabase), best effort. */
  mirror?: LeadStore;
  /** Admin session and sign-in knobs for tests. */
  auth?: { idleMs?: number; absoluteMs?: number; signInPerMinute?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    /** The mail outbox's worker; absent when SMTP is not configured. */
    mailer?: MailWorker;
    /** The text-message outbox's worker (its provider's settings can come from the owner area at any time). */
    sms: SmsWorker;
    /** The follow-up sequences' worker (issue 20, decision 0240). */
    followUps: FollowUpWorker;
    /** The owner's alerts' worker (decision 0210); absent when OWNER_ALERTS=0. */
    alerts?: AlertWorker;
    leadStore: LeadStore;
  }
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { db, env } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.config ?? defaultConfig;
  // The business's zone is configuration: today, the booking window and slot instants follow it.
  const config: FunnelConfig = env.BUSINESS_TIME_ZONE
    ? { ...base, calendar: { ...base.calendar, timeZone: env.BUSINESS_TIME_ZONE } }
    : base;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: deps.logger ?? false,
    // Hops or proxy addresses, never "every entry" (env.fields.ts): a forged X-Forwarded-For is ignored.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    ...httpTimeouts(env),
    bodyLimit: BODY_LIMIT,
    // A 254-character e-mail in a path, every character percent-encoded, is 762 characters.
    routerOptions: { maxParamLength: 800 },
    return503OnClosing: true,
  });
  installErrorHandler(app);
  securityHeaders(app, production, readScriptHashes(deps.webDir));
  // Cookies are not signed: the session cookie is a random token checked against its hash in the store.
  await app.register(cookie);
  await registerRateLimits(app);

  const send =
    deps.send ??
    webhookSender({
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
      ...(env.WEBHOOK_SIGNING_SECRET ? { signingSecret: env.WEBHOOK_SIGNING_SECRET } : {}),
    });
  const target = webhookTarget(db, { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SIGNING_SECRET });
  const outbox = new OutboxWorker({
    db,
    send,
    webhookUrl: async () => (await target()).url,
    signingSecret: async () => (await target()).secret,
    log: app.log,
    now,
    leaseMs: env.WEBHOOK_LEASE_MS,
    ...deps.worker,
  });
  app.decorate('outbox', outbox);
  // The site's address in links sent out (booking e-mails, resume links).
  const publicUrl = env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
  // E-mail is on only with SMTP configured (decision 0134); without it nothing is queued or sent.
  const mail = emailConfigured(env)
    ? {
        publicUrl,
        ...(env.OWNER_EMAIL ? { ownerEmail: env.OWNER_EMAIL, ownerAlerts: env.OWNER_ALERTS } : {}),
      }
    : undefined;
  // Every prospect message is checked again when it goes (decision 0308).
  const sendCheck = prospectSendCheck(config);
  const mailer = mail
    ? new MailWorker({
        db,
        send: deps.sendMail ?? smtpSender(env),
        check: sendCheck,
        log: app.log,
        now,
        leaseMs: env.MESSAGE_LEASE_MS,
        ...deps.worker,
      })
    : undefined;
  if (mailer) app.decorate('mailer', mailer);
  // Texts (decision 0211): the provider's settings are read per batch, from Settings over SMS_*.
  const sms = new SmsWorker({
    db,
    check: sendCheck,
    provider: async () => {
      const config = await currentSmsProvider(db, env);
      return config ? twilioProvider(config, { timeoutMs: deps.smsTimeoutMs ?? 10_000 }) : null;
    },
    log: app.log,
    now,
    leaseMs: env.MESSAGE_LEASE_MS,
    ...deps.worker,
  });
  app.decorate('sms', sms);
  // Push to the owner's devices (decision 0214): the VAPID keys are made on the first start; endpoints
  // meet the webhooks' SSRF guard, https only in production.
  const pushGuard: PushGuard = { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE, httpsOnly: production };
  const vapid = await ensureVapidKeys(db, now());
  const sendPush = webPushSender({ vapid, subject: vapidSubject(env), guard: pushGuard });
  const pusher = new PushWorker({ db, send: sendPush, log: app.log, now, ...deps.worker });
  // The owner's alerts (decisions 0210, 0211): raised unless OWNER_ALERTS=0, whatever the channels, since
  // texts can be set up in the owner area at any time; each channel that is on when an alert is due gets it.
  const alerts = env.OWNER_ALERTS
    ? new AlertWorker({
        db,
        leadOf: readSubmission,
        owner: { ...(mailer && mail?.ownerEmail ? { email: mail.ownerEmail } : {}), publicUrl },
        log: app.log,
        now: deps.worker?.now ?? now,
        onQueued: () => {
          mailer?.nudge();
          sms.nudge();
          pusher.nudge();
        },
        ...(deps.worker?.pollMs ? { pollMs: deps.worker.pollMs } : {}),
        ...(deps.worker?.leaseMs ? { leaseMs: deps.worker.leaseMs } : {}),
      })
    : undefined;
  if (alerts) app.decorate('alerts', alerts);
  const secret = linkSecret(db, env.LINK_SECRET);
  // Follow-ups (decision 0240): their messages go through the text and mail outboxes.
  const followUps = new FollowUpWorker({
    db,
    config,
    leads: followUpLeads,
    publicUrl,
    secret,
    mail: mailer !== undefined,
    smsReady: async () => (await currentSmsProvider(db, env)) !== null,
    onQueued: () => {
      mailer?.nudge();
      sms.nudge();
    },
    log: app.log,
    now: deps.worker?.now ?? now,
    ...(deps.worker?.pollMs ? { pollMs: deps.worker.pollMs } : {}),
    ...(deps.worker?.leaseMs ? { leaseMs: deps.worker.leaseMs } : {}),
  });
  app.decorate('followUps', followUps);
  // A capture queues webhooks and booking e-mails, never texts: no text-outbox claim per batch (0320).
  const nudgeCaptured = () => {
    outbox.nudge();
    mailer?.nudge();
  };
  const nudge = () => {
    nudgeCaptured();
    sms.nudge();
  };
  app.decorate('leadStore', new SqlLeadStore(db));

  app.get('/healthz', async (_req, reply) => {
    try {
      await app.leadStore.ping();
      return { ok: true, store: db.kind };
    } catch {
      return reply.code(503).send({ ok: false, store: db.kind, message: 'The lead store does not answer' });
    }
  });

  const mirror = deps.mirror;
  const onCommitted = mirror
    ? {
        onCommitted: (patch: SubmissionPatch) =>
          void mirror
            .upsertSubmission(patch, now())
            .catch((err: unknown) => app.log.warn({ err }, 'supabase mirror failed')),
      }
    : {};
  captureRoutes(app, {
    db,
    now,
    config,
    rateLimit: env.CAPTURE_RATE_LIMIT,
    ownerAlerts: env.OWNER_ALERTS,
    ...(mail ? { mail } : {}),
    onQueued: nudgeCaptured,
    ...onCommitted,
  });
  priceBookRoutes(app, { db, timeZone: config.calendar.timeZone });
  manageRoutes(app, {
    leads: appointmentLeads,
    db,
    now,
    config,
    ownerAlerts: env.OWNER_ALERTS,
    ...(mail ? { mail } : {}),
    onQueued: nudge,
  });
  resumeRoutes(app, { db, now, config, ...(mail ? { mail } : {}), onQueued: nudge });
  const stopFollowUps = stopFollowUpsOnWithdrawal(config);
  await unsubscribeRoutes(app, { db, now, secret, stopFollowUps, site: readSiteIdentity(deps.webDir) });
  await smsInboundRoutes(app, {
    ...{ db, env, now, stopFollowUps, publicUrl, business: config.business },
    languageOfNumber,
  });
  if (env.ADMIN_PASSWORD) await applyConfiguredOwner(db, env.ADMIN_PASSWORD, now());
  // Not on ready: a start that cannot listen (busy port) must not create a password nobody sees again.
  else app.addHook('onListen', () => announceOwner(db, app.log, now()));
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    db,
    env,
    now,
    send,
    production,
    config,
    publicUrl,
    ...(mail ? { mail } : {}),
    supabaseMirror: Boolean(mirror),
    push: { publicKey: vapid.publicKey, guard: pushGuard, send: sendPush },
    onQueued: nudge,
    ...onCommitted,
    ...(deps.auth ? { auth: deps.auth } : {}),
  });
  await webAppPlugin(app, deps.webDir);

  const workers = [outbox, mailer, sms, alerts, pusher, followUps].filter((w) => w !== undefined);
  if (deps.startWorker ?? true) {
    app.addHook('onReady', (done) => {
      for (const w of workers) w.start();
      done();
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
  return app;
}
