/** The wizard's scheduler: the date and time cards and their buttons (the slots are the owner's times). */
export const scheduler = {
  'scheduler.heading': 'Schedule Your Service',
  'scheduler.subheading': 'Select a date and time for your service appointment',
  'scheduler.backToQuote': 'Back to Quote',
  'scheduler.confirm': 'Confirm Appointment',
  'scheduler.processing': 'Processing...',
  'scheduler.note': '* Same-day or next-day appointments available. Book now!',
  'scheduler.date.heading': 'Select Date',
  'scheduler.date.booked': 'Grayed out dates are already booked',
  'scheduler.time.heading': 'Select Time Slot',
  'scheduler.time.backToDates': 'Back to dates',
} as const;
