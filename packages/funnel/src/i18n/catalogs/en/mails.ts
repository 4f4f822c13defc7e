/**
 * The e-mails the server sends a prospect (issue 41): a booking's confirmation, move and cancellation, and
 * the fixed parts of a follow-up e-mail. `kind` is the booking's kind (`quote` or `assessment`, decision
 * 0254); `when` is `mail.when` filled in. The owner's own e-mails stay English and outside the catalogs.
 */
export const mails = {
  // The plural on the 12-hour `hour` is Spanish's ("a la 1:30", "a las 8:30"); English says "at" for all.
  'mail.when': '{day} {hour, plural, other {at}} {time}',
  'mail.greeting': 'Hi {name},',
  'mail.greeting.noName': 'Hi there,',
  'mail.job.address': 'Address: {address}',
  'mail.job.services': 'Services: {services}',
  'mail.booked.subject':
    '{kind, select, assessment {Your free on-site assessment} other {Your pressure washing appointment}}: {when}',
  'mail.booked.line':
    'Your {kind, select, assessment {free on-site assessment} other {appointment}} is booked for {when} ({timeZone}).',
  'mail.booked.assessmentNote': 'We will look at the job with you and give you a price.',
  'mail.booked.calendarFile': 'The attached file adds it to your calendar.',
  'mail.booked.manage': 'To see, reschedule or cancel it: {url}',
  'mail.moved.subject':
    'Your {kind, select, assessment {free on-site assessment} other {pressure washing appointment}} is moved to {when}',
  'mail.moved.line':
    'Your {kind, select, assessment {free on-site assessment} other {appointment}} on {was} is moved to {when} ({timeZone}).',
  'mail.moved.calendarFile': 'The attached file updates it in your calendar.',
  'mail.moved.manage': 'To see, reschedule or cancel it, use the link in your booking confirmation.',
  'mail.cancelled.subject':
    'Your {kind, select, assessment {free on-site assessment} other {pressure washing appointment}} on {was} is cancelled',
  'mail.cancelled.line':
    'Your {kind, select, assessment {free on-site assessment} other {appointment}} on {was} ({timeZone}) is cancelled.',
  'mail.cancelled.bookAgain': 'To book another time: {url}',
  'mail.followUp.unsubscribe': 'You get this because you asked for a quote. To stop these e-mails, open:',
} as const;
