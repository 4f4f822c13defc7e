import type { NotifyParams } from '../effects.js';

/** Toasts the wizard shows (spec point 8); SUBMISSION_ERROR, shared with the booking modal, is in ../effects.ts. */
export const PRICE_ERROR: NotifyParams = {
  title: 'Error',
  description: 'Unable to calculate price. Please go back and select valid services.',
  variant: 'destructive',
};

export const ACCEPT_WARNING: NotifyParams = {
  title: 'Warning',
  description: 'We had trouble logging your appointment. Proceeding anyway.',
  variant: 'destructive',
};

/** Ours: the spec has no text for a slot booked by someone else a moment earlier. */
export const SLOT_TAKEN: NotifyParams = {
  title: 'That time was just booked',
  description: 'Sorry, someone booked that time a moment ago. Please choose another time.',
  variant: 'default',
};

/** Ours: the server refused the slot (passed, too soon, blocked); the description is its reason. */
export const slotRefused = (reason: string): NotifyParams => ({
  title: "That time can't be booked",
  description: reason || 'Please choose another time.',
  variant: 'default',
});

/**
 * Ours, in place of the spec's 'Your appointment was scheduled, but we had trouble logging it' (decision
 * 0130): the server could not be reached, so the time is a request, not a booking.
 */
export const BOOKING_QUEUED: NotifyParams = {
  title: 'Booking request saved',
  description:
    "We couldn't reach our booking system just now. Your time is a request until we confirm it with you.",
  variant: 'default',
};

export const MISSING_EMAIL = 'Missing email information';
