/**
 * The owner account at start-up, so a first start can never strand the owner (decision 0141).
 *
 * - With `ADMIN_PASSWORD` the stored hash follows it, before the server takes requests.
 * - Without it, the one-time password is made only once the server listens (a start that fails on a busy
 *   port or a dead database creates nothing), printed once, and remembered as unused. Every later start
 *   reminds the owner how to set a new one until they have signed in.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../store/sql-db.js';
import { ensureOwner } from './auth.repo.js';
import { deleteSetting, readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';

/** Present while the generated password has never been used to sign in. */
const UNUSED = SETTINGS.ownerPasswordUnused;

/** The reset the log prints: `ADMIN_PASSWORD` replaces the stored password at the next start. */
export const RESET_HINT =
  "To choose a new one, start the server once with ADMIN_PASSWORD set (at least 10 characters), for example ADMIN_PASSWORD='a long passphrase' npm start: it replaces the stored password.";

/** Applies a configured `ADMIN_PASSWORD` (creating the account if needed). */
export async function applyConfiguredOwner(q: Queryable, password: string, now: Date): Promise<void> {
  await ensureOwner(q, password, now);
  await deleteSetting(q, UNUSED);
}

/** Run once the server listens, without `ADMIN_PASSWORD`: create-and-print, or remind. */
export async function announceOwner(q: Queryable, log: FastifyBaseLogger, now: Date): Promise<void> {
  const owner = await ensureOwner(q, undefined, now);
  if (owner.generatedPassword) {
    await saveSetting(q, UNUSED, true, now);
    log.warn(
      `No ADMIN_PASSWORD set: created the owner account with the password ${owner.generatedPassword} ` +
        '(shown only this once; only its hash is stored). Sign in at /admin. ' +
        RESET_HINT,
    );
  } else if (await readSetting(q, UNUSED)) {
    log.warn(
      'The owner has not signed in yet with the one-time password printed at the first start. ' +
        `Lost it? ${RESET_HINT}`,
    );
  }
}

/** A successful sign-in: the one-time password has been used. */
export async function markOwnerSignedIn(q: Queryable): Promise<void> {
  await deleteSetting(q, UNUSED);
}
