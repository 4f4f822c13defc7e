import type { NotifyParams } from './onboarding-wizard.types.js';

/** Toasts the wizard and the booking modal show (spec point 8). */
export const SUBMISSION_ERROR: NotifyParams = {
  title: 'Submission Error',
  description: 'There was a problem submitting your request. Please try again.',
  variant: 'destructive',
};

export const PRICE_ERROR: NotifyParams = {
  title: 'Error',
  description: 'Unable to calculate price. Please go back and select valid services.',
  variant: 'destructive',
};

export const BOOKING_WARNING: NotifyParams = {
  title: 'Warning',
  description: 'Your appointment was scheduled, but we had trouble logging it. Please proceed.',
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

export const MISSING_EMAIL = 'Missing email information';
