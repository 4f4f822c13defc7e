/**
 * The prospect's private manage links: an unguessable token (`opaque-token.ts`) of which only a SHA-256
 * is stored. A token belongs to one booking (and its reschedules), never to the lead's e-mail: a
 * link from a cancelled booking opens that booking's state, not the lead's next booking (decision 0205).
 * It reads until `READABLE_AFTER_START` after the appointment; changes stop earlier, at the notice.
 */
import type { Queryable } from '../store/sql-db.js';
import { isTokenShaped, newToken, tokenHash as hash } from '../http/opaque-token.js';

/** How long after its start a booking's link still shows it (as past; it changes nothing by then). */
const READABLE_AFTER_START_MS = 30 * 86_400_000;

const expiryAfter = (start: Date) => new Date(start.getTime() + READABLE_AFTER_START_MS);

/** Makes a token for one booking, given the appointment's start; returns the token itself (shown once). */
export async function issueManageToken(
  q: Queryable,
  booking: { bookingId: string; email: string },
  now: Date,
  start: Date,
): Promise<string> {
  const token = newToken();
  await q.query(
    `insert into booking_tokens (token_hash, email, booking_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [hash(token), booking.email, booking.bookingId, now, expiryAfter(start)],
  );
  return token;
}

/** The booking a token was made for (and its lead), or null when it is malformed, unknown or expired. */
export async function bookingOfToken(
  q: Queryable,
  token: string,
  now: Date,
): Promise<{ email: string; bookingId: string } | null> {
  if (!isTokenShaped(token)) return null;
  const res = await q.query<{ email: string; booking_id: string }>(
    'select email, booking_id from booking_tokens where token_hash = $1 and expires_at > $2',
    [hash(token), now],
  );
  const row = res.rows[0];
  return row ? { email: row.email, bookingId: row.booking_id } : null;
}

/** After a reschedule: that booking's links (and no other) read until after its new start. */
export async function extendManageTokens(q: Queryable, bookingId: string, start: Date): Promise<void> {
  await q.query('update booking_tokens set expires_at = $2 where booking_id = $1', [
    bookingId,
    expiryAfter(start),
  ]);
}
