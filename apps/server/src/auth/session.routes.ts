/**
 * The owner's session: `POST /api/admin/session` (sign in), `GET` (am I signed in?), `DELETE` (sign out),
 * and the guard every other admin route runs behind: a valid session cookie, and on every state-changing
 * call the session's CSRF token in `x-csrf-token`.
 */
import { timingSafeEqual } from 'node:crypto';
import { SignInSchema, type StoreInUse } from '@pw/funnel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import {
  OWNER,
  checkOwnerPassword,
  createSession,
  deleteSession,
  findSession,
  type Session,
} from './auth.repo.js';
import { markOwnerSignedIn } from './owner-start.js';
import { passwordRoutes, type PasswordOptions } from './password.routes.js';

/** What the owner's sign-in needs from the server. */
export interface SessionOptions extends PasswordOptions {
  production: boolean;
  /** Sessions' idle and absolute lifetimes and sign-in attempts per minute per client (tests shorten them). */
  auth?: { idleMs?: number; absoluteMs?: number; signInPerMinute?: number };
  /** The answer's extra facts for a signed-in owner: which store holds the leads. */
  sessionFacts: () => { store: StoreInUse };
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Registers the session routes and the guard on the admin plugin `app`. */
export function ownerSessions(app: FastifyInstance, o: SessionOptions): void {
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

  route(
    app,
    'POST /api/admin/session',
    async (req, reply) => {
      const { password } = parse(SignInSchema, req.body, 'bad_request', () => 'Send { "password": "..." }.');
      const accountId = await checkOwnerPassword(o.db, password);
      if (accountId === null) throw new HttpError(401, 'Wrong password.', 'wrong_password');
      await markOwnerSignedIn(o.db);
      // Rotate: a session token held before sign-in is never reused.
      const old = tokenOf(req);
      if (old) await deleteSession(o.db, old);
      const s = await createSession(o.db, accountId, o.now(), absoluteMs);
      reply.setCookie(cookieName, s.token, { ...cookieOpts, maxAge: Math.floor(absoluteMs / 1000) });
      return { ok: true, csrfToken: s.csrfToken };
    },
    {
      config: {
        rateLimit: { max: o.auth?.signInPerMinute ?? o.env.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' },
      },
    },
  );

  /** Who is signed in and which store holds the leads, for the admin layout and the Data Fields Manager. */
  route(app, 'GET /api/admin/session', (req) =>
    req.session
      ? { ok: true, signedIn: true, csrfToken: req.session.csrfToken, user: OWNER, ...o.sessionFacts() }
      : { ok: true, signedIn: false },
  );

  route(app, 'DELETE /api/admin/session', async (req, reply) => {
    const token = tokenOf(req);
    if (token) await deleteSession(o.db, token);
    // The same attributes as when set: a browser clears a __Host- cookie only with Secure and Path=/.
    reply.clearCookie(cookieName, cookieOpts);
    return { ok: true };
  });

  passwordRoutes(app, o, tokenOf);
}
