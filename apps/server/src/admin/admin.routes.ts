/**
 * `/api/admin/*`: sign-in (`POST /session`) is the only route open without a session; every other route
 * answers 401 without one, and every call that changes anything needs the session's CSRF token in the
 * `x-csrf-token` header (403 otherwise). Sign-in attempts are rate-limited per client.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FunnelConfig } from '@pw/funnel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { analyticsRoutes } from '../analytics/funnel.routes.js';
import type { Env } from '../env.js';
import { HttpError } from '../http/errors.js';
import type { SqlDb } from '../store/sql-db.js';
import type { WebhookSender } from '../webhooks/webhook.sender.js';
import { checkOwnerPassword, createSession, deleteSession, findSession, type Session } from './auth.repo.js';
import { appointmentsRoutes } from './appointments.routes.js';
import { deliveriesRoutes } from './deliveries.routes.js';
import { leadsRoutes } from './leads.routes.js';
import { settingsRoutes } from './settings.routes.js';

export interface AdminOptions {
  db: SqlDb;
  env: Env;
  now: () => Date;
  send: WebhookSender;
  production: boolean;
  /** The funnel configuration (the business's zone and default availability). */
  config: FunnelConfig;
  /** Whether booking e-mails can be sent (SMTP configured). */
  emailEnabled: boolean;
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
    const isSignIn = req.method === 'POST' && req.routeOptions.url === '/api/admin/session';
    const token = tokenOf(req);
    req.session = token ? await findSession(o.db, token, o.now(), idleMs) : null;
    if (isSignIn) return;
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
    { config: { rateLimit: { max: o.auth?.signInPerMinute ?? 5, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const parsed = SignInSchema.safeParse(req.body);
      if (!parsed.success) throw new HttpError(400, 'Send { "password": "..." }.');
      const accountId = await checkOwnerPassword(o.db, parsed.data.password);
      if (accountId === null) throw new HttpError(401, 'Wrong password.', 'wrong_password');
      // Rotate: a session token held before sign-in is never reused.
      const old = tokenOf(req);
      if (old) await deleteSession(o.db, old);
      const s = await createSession(o.db, accountId, o.now(), absoluteMs);
      reply.setCookie(cookieName, s.token, { ...cookieOpts, maxAge: Math.floor(absoluteMs / 1000) });
      return { ok: true, csrfToken: s.csrfToken };
    },
  );

  app.get('/session', (req) => ({ ok: true, csrfToken: req.session?.csrfToken }));

  app.delete('/session', async (req, reply) => {
    const token = tokenOf(req);
    if (token) await deleteSession(o.db, token);
    reply.clearCookie(cookieName, { path: '/' });
    return { ok: true };
  });

  settingsRoutes(app, o);
  leadsRoutes(app, o);
  deliveriesRoutes(app, o);
  analyticsRoutes(app, o);
  appointmentsRoutes(app, o);
  return Promise.resolve();
}
