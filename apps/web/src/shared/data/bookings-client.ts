import { readApiError, type ManagedBooking, type SlotMove } from '@pw/funnel';

/** The API path of the prospect's manage link (decision 0132); the token is the booking's only key. */
export const BOOKINGS_URL = '/api/bookings';

/** The URL of the booking behind `token`, or of one of its actions (`ics`, `reschedule`, `cancel`). */
export const bookingUrl = (token: string, action?: 'ics' | 'reschedule' | 'cancel') =>
  `${BOOKINGS_URL}/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;

/**
 * A refusal of the manage-link API: the server's `{ error, message }` with the HTTP status (404
 * `not_found` for an unknown or expired link, 400 `too_late` inside the minimum notice, 409 for a taken
 * slot), or status 0 `network` when the server cannot be reached. The message is for the prospect.
 */
export class BookingsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BookingsApiError';
  }
}

async function request<T>(url: string, body: object | undefined, fetchImpl: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : { accept: 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new BookingsApiError(
      0,
      'network',
      'The server cannot be reached. Check the connection and try again.',
    );
  }
  // Not JSON (a proxy's error page): readApiError's status sentence stands in for the server's message.
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { error, message } = readApiError(answer, response.status);
    throw new BookingsApiError(response.status, error, message);
  }
  return answer as T;
}

const browserFetch: typeof fetch = (...args) => fetch(...args);

/**
 * The browser client of `/api/bookings/*`, the manage page's only way to the server. Every call throws
 * a {@link BookingsApiError} when the server refuses or cannot be reached.
 *
 * @example
 * const booking = await bookingsClient.read(token);
 * await bookingsClient.reschedule(token, { day: '2026-03-13', time: '11:00 AM' });
 */
export const bookingsClient = {
  /** The booking behind `token`. */
  read: (token: string, fetchImpl = browserFetch) =>
    request<ManagedBooking>(bookingUrl(token), undefined, fetchImpl),
  /** Moves it to another open slot. */
  reschedule: (token: string, move: SlotMove, fetchImpl = browserFetch) =>
    request<{ ok: true }>(bookingUrl(token, 'reschedule'), move, fetchImpl),
  /** Cancels it. */
  cancel: (token: string, fetchImpl = browserFetch) =>
    request<{ ok: true }>(bookingUrl(token, 'cancel'), {}, fetchImpl),
};
