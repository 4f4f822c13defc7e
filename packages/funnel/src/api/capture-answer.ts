/**
 * What `POST /api/captures` answers (docs/server.md). 202: accepted, with the server's quote when the lead
 * has priced services and, for a booking made by the lead's own visit, the manage link's token (decision
 * 0205: a stranger to the lead gets neither the lead's quote nor a token). 200: a capture id seen before,
 * acknowledged and changing nothing. Errors are `ApiError`s.
 */
import type { QuoteLine } from '../pricing/price-quote.js';
import type { QuoteSnapshot } from '../pricing/quote.schema.js';

export type CaptureAnswer =
  | {
      ok: true;
      /** `itemized`: every line as priced (issue 21), which the wizard's result shows (decision 0249). */
      quote: { total: number; services: readonly QuoteLine[]; itemized?: QuoteSnapshot } | null;
      /** A new booking's private manage-link token, shown once. */
      manageToken?: string;
      /**
       * A capture sent late (`deferred`, from the browser's outbox) whose promotion code was refused is
       * stored priced without it (decision 0268); this is the sentence to show the prospect.
       */
      codeNotApplied?: string;
    }
  | { ok: true; duplicate: true };
