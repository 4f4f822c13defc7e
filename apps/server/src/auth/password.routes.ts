/** `POST /api/admin/password`: the owner changes the password (current + new) from Settings. */
import { PasswordChangeSchema } from '@pw/funnel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import type { Env } from '../env.js';
import type { SqlDb } from '../store/sql-db.js';
import { checkOwnerPassword, setOwnerPassword } from './auth.repo.js';

/** The new password's own reason when it is the one refused, else what to send. */
const passwordSentence = (error: z.ZodError) =>
  error.issues.find((i) => i.path[0] === 'newPassword')?.message ?? 'Send { currentPassword, newPassword }.';

/** What the password change needs (a part of the session's options). */
export interface PasswordOptions {
  db: SqlDb;
  env: Env;
  now: () => Date;
  auth?: { signInPerMinute?: number };
}

export function passwordRoutes(
  app: FastifyInstance,
  o: PasswordOptions,
  tokenOf: (req: FastifyRequest) => string | undefined,
): void {
  route(
    app,
    'POST /api/admin/password',
    async (req) => {
      const change = parse(PasswordChangeSchema, req.body, 'invalid_password', passwordSentence);
      const accountId = await checkOwnerPassword(o.db, change.currentPassword);
      if (accountId === null || accountId !== req.session?.accountId)
        throw new HttpError(400, 'The current password is wrong.', 'wrong_password');
      await setOwnerPassword(o.db, accountId, change.newPassword, o.now(), tokenOf(req));
      return { ok: true };
    },
    // Guessing the current password here is as limited as guessing it at sign-in.
    {
      config: {
        rateLimit: { max: o.auth?.signInPerMinute ?? o.env.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' },
      },
    },
  );
}
