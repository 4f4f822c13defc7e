/**
 * The prospect's other pages and shared parts: the terms, the application error page, the resume link's
 * page, the toast's close button, and the booking modal's choices, field problems and toasts (the
 * funnel's `VALIDATION_MESSAGES` and `BOOKING_SUCCESS` in words a page can translate).
 */
export const pages = {
  'terms.heading': 'Terms of Service',
  'terms.estimates':
    'Quotes from this website are free estimates. The terms of each job (scope, price, schedule and guarantee) are written into the estimate {business} confirms with you before any work begins.',
  'terms.questions':
    'Questions about our terms? Call {phone} or e-mail {email}. How we handle your information is in our {privacy}.',
  'error.heading': 'Unexpected Application Error!',
  'resume.opening': 'Opening your quote...',
  'resume.notice': 'Your link',
  'resume.refused':
    "This link has expired or isn't valid anymore. Let's start a new quote: it only takes a minute.",
  'resume.unreachable':
    "We couldn't open your quote: our server cannot be reached. Check the connection and open the link again.",
  'toast.close': 'Close notification',
  'toast.label': 'Notification',
  'toast.region': 'Notifications ({hotkey})',
  'bookingModal.option.singleStoryHome': 'Single Story Home',
  'bookingModal.option.twoStoryHome': 'Two Story Home',
  'bookingModal.option.townhouse': 'Townhouse',
  'bookingModal.option.commercialBuilding': 'Commercial Building',
  'bookingModal.option.other': 'Other',
  'bookingModal.option.fullHouseWash': 'Full House Wash',
  'bookingModal.option.drivewayCleaning': 'Driveway Cleaning',
  'bookingModal.option.roofCleaning': 'Roof Cleaning',
  'bookingModal.option.completePackage': 'Complete Package',
  'bookingModal.option.notSureYet': 'Not Sure Yet',
} as const;
