import { defaultConfig, type BookingStep } from '@pw/funnel';

/** Booking modal choices (spec point 9), from the funnel's configuration. */
export const bookingPropertyTypes = defaultConfig.bookingModal.propertyTypes;
export const bookingServices = defaultConfig.bookingModal.services;

export const bookingStepLabels: Record<BookingStep, string> = {
  contact: 'Contact',
  property: 'Property',
  service: 'Service',
  notes: 'Notes',
};
