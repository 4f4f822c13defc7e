import { readApiError, type Capture, type CaptureAnswer } from '@pw/funnel';
import type { SendOutcome } from './capture-outbox';

/** The API path the server takes captures on. */
export const CAPTURES_URL = '/api/captures';

/**
 * POSTs one capture. Network failures and 5xx (the server or its database being away) read as
 * 'unreachable', so the capture waits in the outbox; a refused slot (409 taken meanwhile, or 400
 * `slot_refused`: passed, too soon, blocked, or 409 `booking_exists`) comes back with the server's reason.
 */
export async function postCapture(
  capture: Capture,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(CAPTURES_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(capture),
      keepalive: true,
    });
  } catch {
    return 'unreachable';
  }
  if (response.ok) {
    const answer = (await response.json().catch(() => null)) as Partial<CaptureAnswer> | null;
    return answer && 'manageToken' in answer && typeof answer.manageToken === 'string'
      ? { manageToken: answer.manageToken }
      : 'sent';
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) return 'unreachable';
  const { error, message } = readApiError(await response.json().catch(() => null), response.status);
  // `booking_exists`: the e-mail holds an appointment this browser did not make (decision 0205); its reason
  // is shown like a refused slot's.
  if (error === 'slot_refused' || error === 'booking_exists') return { slot: 'slot_refused', message };
  if (response.status === 409) return { slot: 'slot_taken', message };
  return 'rejected';
}

/** The error the wizard chart reads: `code` tells a refused slot from any other refusal. */
export class CaptureError extends Error {
  constructor(
    readonly code: 'slot_taken' | 'slot_refused' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'CaptureError';
  }
}
