import type { Capture, CaptureAnswer } from '@pw/funnel';
import { apiSend, ApiRequestError } from './api-client';
import type { SendOutcome } from './capture-outbox';

/**
 * POSTs one capture. Network failures and 5xx (the server or its database being away) read as
 * 'unreachable', so the capture waits in the outbox; a refused slot (409 taken meanwhile, or 400
 * `slot_refused`: passed, too soon, blocked, or 409 `booking_exists`) comes back with the server's reason.
 */
export async function postCapture(
  capture: Capture,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<SendOutcome> {
  try {
    const answer: unknown = await apiSend('POST', '/api/captures', {
      body: capture,
      keepalive: true,
      fetch: fetchImpl,
    });
    // An answer that is not the contract's (a proxy's page) still means the capture arrived.
    const given = typeof answer === 'object' && answer !== null ? (answer as Partial<AcceptedAnswer>) : {};
    const token = typeof given.manageToken === 'string' ? { manageToken: given.manageToken } : {};
    const itemized = given.quote?.itemized ? { itemized: given.quote.itemized } : {};
    // A late capture stored without its refused promotion code (decision 0268): the sentence to show.
    const told = typeof given.codeNotApplied === 'string' ? { codeNotApplied: given.codeNotApplied } : {};
    const extra = { ...token, ...itemized, ...told };
    return Object.keys(extra).length > 0 ? { sent: true, ...extra } : 'sent';
  } catch (err) {
    if (!(err instanceof ApiRequestError)) throw err;
    return refusalOf(err);
  }
}

/** A refusal read: the server or its database away (unreachable, retried later), a refused slot, or rejected. */
function refusalOf({ status, code: error, message }: ApiRequestError): SendOutcome {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'unreachable';
  // `booking_exists`: the e-mail holds an appointment this browser did not make (decision 0205); its reason
  // is shown like a refused slot's.
  if (error === 'slot_refused' || error === 'booking_exists') return { slot: 'slot_refused', message };
  // The promotion code the prospect typed: its sentence is shown beside the field (issue 21).
  if (error === 'code_refused') return { code: 'code_refused', message };
  // The address is outside the area of the server's book (decision 0266): the wizard offers the waitlist.
  if (error === 'out_of_service_area') return { code: 'out_of_service_area', message };
  if (status === 409) return { slot: 'slot_taken', message };
  return 'rejected';
}

type AcceptedAnswer = Extract<CaptureAnswer, { quote: unknown }>;

/** The error the wizard chart reads: `code` tells a refused slot from any other refusal. */
export class CaptureError extends Error {
  constructor(
    readonly code: 'slot_taken' | 'slot_refused' | 'code_refused' | 'out_of_service_area' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'CaptureError';
  }
}
