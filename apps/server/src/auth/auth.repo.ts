/** Owner accounts and sessions in SQL. A session is stored by the SHA-256 of its token, never the token. */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../store/sql-db.js';
import { hashPassword, randomPassword, verifyPassword } from './password.js';
import { readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';

export const OWNER = 'owner';
/** The hash of the ADMIN_PASSWORD last applied to the account. */
const APPLIED_KEY = SETTINGS.adminPasswordApplied;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes sure the owner account exists. With `ADMIN_PASSWORD` the stored hash follows it; without, the
 * first start makes a random password, stores its hash and returns the password once (to be logged).
 */
export async function ensureOwner(
  q: Queryable,
  configured: string | undefined,
  now: Date,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const res = await q.query<{ id: number; password_hash: string }>(
    'select id, password_hash from owner_accounts where username = $1',
    [OWNER],
  );
  const row = res.rows[0];
  if (row) {
    // The owner may have changed the password in Settings since ADMIN_PASSWORD was applied: the
    // environment wins only when it changed (it is compared with the hash recorded when applied).
    const applied = await readSetting(q, APPLIED_KEY);
    const envUnchanged = configured && applied && (await verifyPassword(configured, applied));
    if (configured && !envUnchanged && !(await verifyPassword(configured, row.password_hash))) {
      await setOwnerPassword(q, Number(row.id), configured, now);
    }
    if (configured && !envUnchanged) await saveSetting(q, APPLIED_KEY, await hashPassword(configured), now);
    return { created: false };
  }
  if (configured) await saveSetting(q, APPLIED_KEY, await hashPassword(configured), now);
  const password = configured ?? randomPassword();
  // Two instances starting on one PostgreSQL: only the one whose row went in may announce its password.
  const inserted = await q.query<{ id: number }>(
    `insert into owner_accounts (username, password_hash, created_at, updated_at) values ($1, $2, $3, $3)
     on conflict (username) do nothing returning id`,
    [OWNER, await hashPassword(password), now],
  );
  if (!inserted.rows.length) return { created: false };
  return configured ? { created: true } : { created: true, generatedPassword: password };
}

export async function checkOwnerPassword(q: Queryable, password: string): Promise<number | null> {
  const res = await q.query<{ id: number; password_hash: string }>(
    'select id, password_hash from owner_accounts where username = $1',
    [OWNER],
  );
  const row = res.rows[0];
  if (!row) return null;
  return (await verifyPassword(password, row.password_hash)) ? Number(row.id) : null;
}

export interface Session {
  accountId: number;
  csrfToken: string;
}

/** Creates a session; returns the cookie token (only ever held by the browser) and the CSRF token. */
export async function createSession(
  q: Queryable,
  accountId: number,
  now: Date,
  absoluteMs: number,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await q.query(
    `insert into owner_sessions (token_hash, account_id, csrf_token, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $4, $4, $5)`,
    [sha256(token), accountId, csrfToken, now, new Date(now.getTime() + absoluteMs)],
  );
  return { token, csrfToken };
}

/** The live session for a token, touched; null when unknown, idle too long or past its absolute expiry. */
export async function findSession(
  q: Queryable,
  token: string,
  now: Date,
  idleMs: number,
): Promise<Session | null> {
  const res = await q.query<{ account_id: number; csrf_token: string }>(
    `update owner_sessions set last_seen_at = $2
     where token_hash = $1 and expires_at > $2 and last_seen_at > $3
     returning account_id, csrf_token`,
    [sha256(token), now, new Date(now.getTime() - idleMs)],
  );
  const row = res.rows[0];
  return row ? { accountId: Number(row.account_id), csrfToken: row.csrf_token } : null;
}

export async function deleteSession(q: Queryable, token: string): Promise<void> {
  await q.query('delete from owner_sessions where token_hash = $1', [sha256(token)]);
}

/** Replaces the owner's password and ends every session of the account except `keepToken`'s. */
export async function setOwnerPassword(
  q: Queryable,
  accountId: number,
  password: string,
  now: Date,
  keepToken?: string,
): Promise<void> {
  await q.query('update owner_accounts set password_hash = $1, updated_at = $2 where id = $3', [
    await hashPassword(password),
    now,
    accountId,
  ]);
  await q.query('delete from owner_sessions where account_id = $1 and token_hash <> $2', [
    accountId,
    keepToken ? sha256(keepToken) : '',
  ]);
}
