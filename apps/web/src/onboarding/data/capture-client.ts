import type { Capture } from '@pw/funnel';
import type { SendOutcome } from './capture-outbox';

/** The API path the server takes captures on. */
export const CAPTURES_URL = '/api/captures';

/**
 * POSTs one capture. Network failures and 5xx (the server or its database being away) read as
 * 'unreachable', so the capture waits in the outbox; 409 means the chosen slot was booked meanwhile.
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
  if (response.ok) return 'sent';
  if (response.status === 409) return 'slot_taken';
  if (response.status === 408 || response.status === 429 || response.status >= 500) return 'unreachable';
  return 'rejected';
}

/** The error the wizard chart reads: `code` tells a taken slot from any other refusal. */
export class CaptureError extends Error {
  constructor(
    readonly code: 'slot_taken' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'CaptureError';
  }
}
