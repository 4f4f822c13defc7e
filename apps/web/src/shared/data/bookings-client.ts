import type { SlotMove } from '@pw/funnel';
import { apiGet, apiSend } from './api-client';

const browserFetch: typeof fetch = (...args) => fetch(...args);

/**
 * The browser client of the prospect's manage link (`/api/bookings/:token*`, decision 0132; the token is
 * the booking's only key). Every call throws an `ApiRequestError` when the server refuses (404
 * `not_found` for an unknown or expired link, 400 `too_late` inside the minimum notice, 409 for a taken
 * slot) or cannot be reached (status 0, `network`); its message is for the prospect.
 *
 * @example
 * const booking = await bookingsClient.read(token);
 * await bookingsClient.reschedule(token, { day: '2026-03-13', time: '11:00 AM' });
 */
export const bookingsClient = {
  /** The booking behind `token`. */
  read: (token: string, fetchImpl = browserFetch) =>
    apiGet('/api/bookings/:token', { params: { token }, fetch: fetchImpl }),
  /** Moves it to another open slot. */
  reschedule: (token: string, move: SlotMove, fetchImpl = browserFetch) =>
    apiSend('POST', '/api/bookings/:token/reschedule', { params: { token }, body: move, fetch: fetchImpl }),
  /** Cancels it. */
  cancel: (token: string, fetchImpl = browserFetch) =>
    apiSend('POST', '/api/bookings/:token/cancel', { params: { token }, body: {}, fetch: fetchImpl }),
};
