/**
 * `/api/admin/*`: sign-in (`POST /session`) and the session check (`GET /session`, `{ signedIn: false }`
 * when signed out) are the only routes open without a session; every other route answers 401 without one, and every call that changes anything needs the session's CSRF token in the
 * `x-csrf-token` header (403 otherwise). Sign-in attempts are rate-limited per client.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FunnelConfig } from '@pw/funnel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { analyticsRoutes } from '../analytics/funnel.routes.js';
import type { Env } from '../env.js';
import { HttpError } from '../http/errors.js';
import type { SubmissionPatch } from '../store/lead-store.js';
import type { SqlDb } from '../store/sql-db.js';
import type { WebhookSender } from '../webhooks/webhook.sender.js';
import {
  OWNER,
  checkOwnerPassword,
  createSession,
  deleteSession,
  findSession,
  type Session,
} from './auth.repo.js';
import { dataFieldsRoutes } from './data-fields.routes.js';
import { markOwnerSignedIn } from './owner-start.js';
import { appointmentsRoutes } from './appointments.routes.js';
import { deliveriesRoutes } from './deliveries.routes.js';
import { leadsRoutes } from './leads.routes.js';
import { passwordRoutes } from './password.routes.js';
import { settingsRoutes } from './settings.routes.js';
import { storeInUse } from './store-in-use.js';
import type { MailSettings } from '../mail/booking-mails.js';

export interface AdminOptions {
  db: SqlDb;
  env: Env;
  now: () => Date;
  send: WebhookSender;
  production: boolean;
  /** The funnel configuration (the business's zone and default availability). */
  config: FunnelConfig;
  /** Set when booking e-mails can be sent (SMTP configured): the owner's changes e-mail the prospect. */
  mail?: MailSettings;
  /** Whether committed leads are also mirrored to the owner's Supabase table (shown in the admin area). */
  supabaseMirror?: boolean;
  /** Wakes the webhook worker after something was queued (a redelivery, a Data Fields save). */
  onQueued?: () => void;
  /** Called with the lead-table patch after a Data Fields save committed (the Supabase mirror). */
  onCommitted?: (patch: SubmissionPatch) => void;
  auth?: { idleMs?: number; absoluteMs?: number; signInPerMinute?: number };
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const SignInSchema = z.strictObject({ password: z.string().min(1, 'enter the password').max(200) });

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function adminRoutes(app: FastifyInstance, o: AdminOptions): Promise<void> {
  const idleMs = o.auth?.idleMs ?? 2 * 3_600_000;
  const absoluteMs = o.auth?.absoluteMs ?? 12 * 3_600_000;
  const cookieName = o.production ? '__Host-pw_session' : 'pw_session';
  const cookieOpts = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: o.production };
  const tokenOf = (req: FastifyRequest) => req.cookies[cookieName];

  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    // Sign-in, and the question "am I signed in?" (answered without a 401, so the sign-in page's own
    // check does not log an error in the browser), are the routes open without a session.
    const isOpen =
      req.routeOptions.url === '/api/admin/session' && (req.method === 'POST' || req.method === 'GET');
    const token = tokenOf(req);
    req.session = token ? await findSession(o.db, token, o.now(), idleMs) : null;
    if (isOpen) return;
    if (!req.session) throw new HttpError(401, 'Please sign in first.', 'unauthorized');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const sent = req.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !sameToken(sent, req.session.csrfToken)) {
        throw new HttpError(
          403,
          'This request is missing its CSRF token; reload the page and try again.',
          'csrf',
        );
      }
    }
  });

  app.post(
    '/session',
    {
      config: {
        rateLimit: { max: o.auth?.signInPerMinute ?? o.env.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' },
      },
    },
    async (req, reply) => {
      const parsed = SignInSchema.safeParse(req.body);
      if (!parsed.success) throw new HttpError(400, 'Send { "password": "..." }.');
      const accountId = await checkOwnerPassword(o.db, parsed.data.password);
      if (accountId === null) throw new HttpError(401, 'Wrong password.', 'wrong_password');
      await markOwnerSignedIn(o.db);
      // Rotate: a session token held before sign-in is never reused.
      const old = tokenOf(req);
      if (old) await deleteSession(o.db, old);
      const s = await createSession(o.db, accountId, o.now(), absoluteMs);
      reply.setCookie(cookieName, s.token, { ...cookieOpts, maxAge: Math.floor(absoluteMs / 1000) });
      return { ok: true, csrfToken: s.csrfToken };
    },
  );

  /** Who is signed in and which store holds the leads, for the admin layout and the Data Fields Manager. */
  app.get('/session', (req) =>
    req.session
      ? {
          ok: true,
          signedIn: true,
          csrfToken: req.session.csrfToken,
          user: OWNER,
          store: storeInUse(o.db.kind, o.supabaseMirror ?? false),
        }
      : { ok: true, signedIn: false },
  );

  app.delete('/session', async (req, reply) => {
    const token = tokenOf(req);
    if (token) await deleteSession(o.db, token);
    // The same attributes as when set: a browser clears a __Host- cookie only with Secure and Path=/.
    reply.clearCookie(cookieName, cookieOpts);
    return { ok: true };
  });

  settingsRoutes(app, o);
  passwordRoutes(app, o, tokenOf);
  dataFieldsRoutes(app, o);
  leadsRoutes(app, o);
  deliveriesRoutes(app, o);
  analyticsRoutes(app, o);
  appointmentsRoutes(app, o);
  return Promise.resolve();
}
