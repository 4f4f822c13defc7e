import type { WebMessageKey } from '../../i18n/catalogs/index.js';
import type { NotifyParams } from '../effects.js';

/** Toasts the wizard shows (spec point 8); SUBMISSION_ERROR, shared with the booking modal, is in ../effects.ts. */
export const PRICE_ERROR: NotifyParams = {
  title: 'notice.error',
  description: 'notice.priceError.description',
  variant: 'destructive',
};

export const ACCEPT_WARNING: NotifyParams = {
  title: 'notice.warning',
  description: 'notice.acceptWarning.description',
  variant: 'destructive',
};

/** Ours: the spec has no text for a slot booked by someone else a moment earlier. */
export const SLOT_TAKEN: NotifyParams = {
  title: 'notice.slotTaken',
  description: 'notice.slotTaken.description',
  variant: 'default',
};

/**
 * Ours: the server refused the slot (passed, too soon, blocked). Its reason is an API sentence in English
 * (decision 0324): the prospect reads the catalog's, in the page's language.
 */
export const SLOT_REFUSED: NotifyParams = {
  title: 'notice.slotRefused',
  description: 'notice.slotRefused.description',
  variant: 'default',
};

/**
 * Ours, in place of the spec's 'Your appointment was scheduled, but we had trouble logging it' (decision
 * 0130): the server could not be reached, so the time is a request, not a booking.
 */
export const BOOKING_QUEUED: NotifyParams = {
  title: 'notice.bookingQueued',
  description: 'notice.bookingQueued.description',
  variant: 'default',
};

/** The result's reasons for no quote, as catalog keys (`quoteError`). */
export const MISSING_EMAIL = 'notice.missingEmail' satisfies WebMessageKey;
export const PRICE_FAILURE = 'notice.priceFailure' satisfies WebMessageKey;
/** The review's line under a promotion code the server refused (`codeError`). */
export const CODE_REFUSED = 'notice.codeRefused' satisfies WebMessageKey;
