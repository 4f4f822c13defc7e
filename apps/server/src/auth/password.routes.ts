/** `POST /api/admin/password`: the owner changes the password (current + new) from Settings. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import type { Env } from '../env.js';
import type { SqlDb } from '../store/sql-db.js';
import { checkOwnerPassword, MIN_PASSWORD_LENGTH, setOwnerPassword } from './auth.repo.js';

const ChangeSchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200, 'The new password may have at most 200 characters.'),
});

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
  app.post(
    '/password',
    // Guessing the current password here is as limited as guessing it at sign-in.
    {
      config: {
        rateLimit: { max: o.auth?.signInPerMinute ?? o.env.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' },
      },
    },
    async (req) => {
      const parsed = ChangeSchema.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === 'newPassword');
        throw new HttpError(
          400,
          issue?.message ?? 'Send { currentPassword, newPassword }.',
          'invalid_password',
        );
      }
      const accountId = await checkOwnerPassword(o.db, parsed.data.currentPassword);
      if (accountId === null || accountId !== req.session?.accountId)
        throw new HttpError(400, 'The current password is wrong.', 'wrong_password');
      await setOwnerPassword(o.db, accountId, parsed.data.newPassword, o.now(), tokenOf(req));
      return { ok: true };
    },
  );
}
