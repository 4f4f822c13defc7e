/** Booking modal choices (spec point 9); replaced by @pw/funnel's `defaultConfig.bookingModal` once it lands. */
export const bookingPropertyTypes = [
  'Single Story Home',
  'Two Story Home',
  'Townhouse',
  'Commercial Building',
  'Other',
] as const;

export const bookingServices = [
  'Full House Wash',
  'Driveway Cleaning',
  'Roof Cleaning',
  'Complete Package',
  'Not Sure Yet',
] as const;

export const bookingSteps = ['contact', 'property', 'service', 'notes'] as const;
export type BookingStep = (typeof bookingSteps)[number];
export const bookingStepLabels: Record<BookingStep, string> = {
  contact: 'Contact',
  property: 'Property',
  service: 'Service',
  notes: 'Notes',
};
