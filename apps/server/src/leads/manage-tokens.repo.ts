/**
 * The prospect's private manage links: an unguessable token (32 random bytes, base64url) of which only a
 * SHA-256 is stored, valid until the appointment starts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../store/sql-db.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Makes a token for the lead's booking, valid until `expiresAt`; returns the token itself (shown once). */
export async function issueManageToken(
  q: Queryable,
  email: string,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    'insert into booking_tokens (token_hash, email, created_at, expires_at) values ($1, $2, $3, $4)',
    [hash(token), email, now, expiresAt],
  );
  return token;
}

/** The lead a token manages, or null when it is malformed, unknown or expired. */
export async function emailOfToken(q: Queryable, token: string, now: Date): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const res = await q.query<{ email: string }>(
    'select email from booking_tokens where token_hash = $1 and expires_at > $2',
    [hash(token), now],
  );
  return res.rows[0]?.email ?? null;
}

/** After a reschedule: the lead's links stay valid until the new start. */
export async function extendManageTokens(q: Queryable, email: string, expiresAt: Date): Promise<void> {
  await q.query('update booking_tokens set expires_at = $2 where email = $1', [email, expiresAt]);
}
