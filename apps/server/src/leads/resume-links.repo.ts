/**
 * The tokens of resume links (decisions 0234, 0307; migrations 0020, 0027): opaque (`opaque-token.ts`),
 * stored as a SHA-256, one lead each, with what the link was sent to, valid for `RESUME_LINK_DAYS` and
 * until the lead books.
 */
import type { LinkSentTo } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';
import { isTokenShaped, newToken, tokenHash } from '../http/opaque-token.js';

/** How long a resume link opens its quote: the follow-up sequence's last message (3 days) plus margin. */
const RESUME_LINK_DAYS = 14;

/** Makes a token for the lead of `email` (its key), sent to `sentTo`; returns the token and its expiry. */
export async function issueResumeToken(
  q: Queryable,
  email: string,
  sentTo: LinkSentTo,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESUME_LINK_DAYS * 86_400_000);
  await q.query(
    `insert into resume_tokens (token_hash, email, created_at, expires_at, sent_via, sent_to)
     values ($1, $2, $3, $4, $5, $6)`,
    [tokenHash(token), email, now, expiresAt, sentTo.via, sentTo.via === 'owner' ? null : sentTo.address],
  );
  return { token, expiresAt };
}

/** A live link: its lead (e-mail key) and what it was sent to (null for a link older than the record). */
export interface ResumeToken {
  email: string;
  sentTo: LinkSentTo | null;
}

const sentToOf = (via: string | null, to: string | null): LinkSentTo | null => {
  if (via === 'owner') return { via };
  return (via === 'email' || via === 'sms') && to ? { via, address: to } : null;
};

/**
 * The link a token opens, or null when it is malformed, unknown, expired or revoked. Nothing tells which.
 * Read under the row's lock: the opening marks it (`markResumeTokenOpened`) in the same transaction.
 */
export async function resumeTokenOf(q: Queryable, token: string, now: Date): Promise<ResumeToken | null> {
  if (!isTokenShaped(token)) return null;
  const res = await q.query<{ email: string; sent_via: string | null; sent_to: string | null }>(
    `select email, sent_via, sent_to from resume_tokens
     where token_hash = $1 and expires_at > $2 and revoked_at is null for update`,
    [tokenHash(token), now],
  );
  const row = res.rows[0];
  return row ? { email: row.email, sentTo: sentToOf(row.sent_via, row.sent_to) } : null;
}

/** Marks a token's first opening. */
export async function markResumeTokenOpened(q: Queryable, token: string, now: Date): Promise<void> {
  await q.query('update resume_tokens set opened_at = coalesce(opened_at, $2) where token_hash = $1', [
    tokenHash(token),
    now,
  ]);
}

/** Revokes every live resume link of a lead (it booked: its manage link takes over). */
export async function revokeResumeTokens(q: Queryable, email: string, now: Date): Promise<void> {
  await q.query('update resume_tokens set revoked_at = $2 where email = $1 and revoked_at is null', [
    email,
    now,
  ]);
}
