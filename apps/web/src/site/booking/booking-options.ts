import { defaultConfig } from '@pw/funnel';

/** Booking modal choices (spec point 9), from the funnel's configuration. */
export const bookingPropertyTypes = defaultConfig.bookingModal.propertyTypes;
export const bookingServices = defaultConfig.bookingModal.services;
