/**
 * The prospect's manage-booking page (`/manage-booking#<token>`, decision 0132), its reschedule fields and
 * the booking's links. The refusals' sentences are the server's own, by their code (the API answers in
 * English; the page says them in its language).
 */
export const manage = {
  'meta.manage.title': 'Your booking | {business}',
  'meta.manage.description':
    'Your appointment with {business}: add it to your calendar, move it or cancel it.',
  'manage.heading': 'Your booking',
  'manage.cancelled': 'This appointment was cancelled.',
  'manage.past': 'Your appointment on {when} has passed.',
  'manage.booked': "You're booked for {when}.",
  'manage.bookedNamed': "{name}, you're booked for {when}.",
  'manage.when': '{day} {hour, plural, other {at}} {time}',
  'manage.addToCalendar': 'Add to calendar',
  'manage.manageLink': 'Manage your booking',
  'manage.newDate': 'New date',
  'manage.newTime': 'New time',
  'manage.chooseTime': 'Choose a time',
  'manage.noOpenTimes': 'No open times on {day}. Please choose another day.',
  'manage.reschedule': 'Reschedule',
  'manage.cancel': 'Cancel appointment',
  'manage.tooLate': 'It is too close to your appointment to change it online. Please call us.',
  'manage.moved': 'Your appointment was moved.',
  'manage.cancelledNow': 'Your appointment was cancelled.',
  'manage.error.gone': 'This link is not valid or has expired. Please call us to change your appointment.',
  'manage.error.noBooking': 'There is no appointment to change.',
  'manage.error.slotTaken': 'Sorry, {when} was just booked by someone else. Please choose another time.',
  'manage.error.slotRefused': 'Sorry, that time cannot be booked. Please choose another day or time.',
  'manage.error.network': 'The server cannot be reached. Check the connection and try again.',
  'manage.error.other': 'Something went wrong. Please try again, or call us.',
} as const;
