/**
 * What the funnel's checks and the wizard's charts say (decision 0324): the step checks' toasts, the
 * hints beside a field, the chart's toasts and its reasons for no quote, and the address field's texts.
 * The funnel names the key; the web shows its text in the page's language. The English of a spec text is
 * the spec's, byte for byte.
 */
export const wizardNotices = {
  'notice.name': 'Please enter your name',
  'notice.email': 'Invalid Email',
  'notice.email.description': 'Please enter a valid email address',
  'notice.phoneMissing': 'Phone Required',
  'notice.phoneMissing.description': 'Please enter your phone number',
  'notice.phoneInvalid': 'Invalid Phone Number',
  'notice.phoneInvalid.description': 'Please enter a complete 10-digit phone number',
  'notice.address': 'Please enter your address',
  'notice.propertyType': 'Please select a property type',
  'notice.service': 'Please select a service',
  'notice.serviceHint': 'Please select at least one service',
  'notice.size': 'Please choose a size',
  'notice.size.question': '{question}',
  'notice.checkDetails': 'Please check your details',
  'notice.submission': 'Submission Error',
  'notice.submission.description': 'There was a problem submitting your request. Please try again.',
  'notice.error': 'Error',
  'notice.priceError.description': 'Unable to calculate price. Please go back and select valid services.',
  'notice.warning': 'Warning',
  'notice.acceptWarning.description': 'We had trouble logging your appointment. Proceeding anyway.',
  'notice.slotTaken': 'That time was just booked',
  'notice.slotTaken.description': 'Sorry, someone booked that time a moment ago. Please choose another time.',
  'notice.slotRefused': "That time can't be booked",
  'notice.slotRefused.description': 'Please choose another time.',
  'notice.bookingQueued': 'Booking request saved',
  'notice.bookingQueued.description':
    "We couldn't reach our booking system just now. Your time is a request until we confirm it with you.",
  'notice.bookingSuccess': 'Request Submitted',
  'notice.bookingSuccess.description': "We'll contact you shortly to schedule your free assessment.",
  'notice.missingEmail': 'Missing email information',
  'notice.priceFailure': 'Unable to calculate a price based on the selected services',
  'notice.codeRefused': "This code can't be used.",
  'notice.codeNotApplied': 'Promotion code not applied',
  'notice.codeNotApplied.description':
    "This code can't be used. Your answers are kept and priced without it.",
  'notice.label': 'Notification',
  'notice.region': 'Notifications ({hotkey})',
  'notice.close': 'Close notification',
  'address.loadingMaps': 'Loading Maps...',
  'address.loadingGoogleMaps': 'Loading Google Maps...',
  'address.mapsFailed': 'Failed to load Google Maps. Please try again later.',
  'address.poweredBy': 'Powered by Google Maps for accurate address validation',
  'address.map': 'Map of {address}',
} as const;
