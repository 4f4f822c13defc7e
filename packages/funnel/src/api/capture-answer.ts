/**
 * What `POST /api/captures` answers (docs/server.md). 202: accepted, with the server's quote when the lead
 * has priced services and, for a booking made by the lead's own visit, the manage link's token (decision
 * 0205: a stranger to the lead gets neither the lead's quote nor a token). 200: a capture id seen before,
 * acknowledged and changing nothing. Errors are `ApiError`s.
 */
import type { QuoteLine } from '../pricing/price-quote.js';

export type CaptureAnswer =
  | {
      ok: true;
      quote: { total: number; services: readonly QuoteLine[] } | null;
      /** A new booking's private manage-link token, shown once. */
      manageToken?: string;
    }
  | { ok: true; duplicate: true };
