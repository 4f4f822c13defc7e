/**
 * The tokens of resume links (decision 0234, migration 0020): opaque (`opaque-token.ts`), stored as a
 * SHA-256, one lead each, valid for `RESUME_LINK_DAYS` and until the lead books.
 */
import type { Queryable } from '../store/sql-db.js';
import { isTokenShaped, newToken, tokenHash } from './opaque-token.js';

/** How long a resume link opens its quote: the follow-up sequence's last message (3 days) plus margin. */
const RESUME_LINK_DAYS = 14;

/** Makes a token for the lead of `email` (its key); returns the token itself and its expiry. */
export async function issueResumeToken(
  q: Queryable,
  email: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESUME_LINK_DAYS * 86_400_000);
  await q.query(
    `insert into resume_tokens (token_hash, email, created_at, expires_at) values ($1, $2, $3, $4)`,
    [tokenHash(token), email, now, expiresAt],
  );
  return { token, expiresAt };
}

/**
 * The lead (e-mail key) a token opens, marking its first opening; null when it is malformed, unknown,
 * expired or revoked. Nothing tells which.
 */
export async function openResumeToken(q: Queryable, token: string, now: Date): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const res = await q.query<{ email: string }>(
    `update resume_tokens set opened_at = coalesce(opened_at, $2)
     where token_hash = $1 and expires_at > $2 and revoked_at is null
     returning email`,
    [tokenHash(token), now],
  );
  return res.rows[0]?.email ?? null;
}

/** Revokes every live resume link of a lead (it booked: its manage link takes over). */
export async function revokeResumeTokens(q: Queryable, email: string, now: Date): Promise<void> {
  await q.query('update resume_tokens set revoked_at = $2 where email = $1 and revoked_at is null', [
    email,
    now,
  ]);
}
