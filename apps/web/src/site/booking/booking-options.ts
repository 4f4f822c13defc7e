import { defaultConfig } from '@pw/funnel';
import type { Translate, WebMessageKey } from '../../shared/i18n';

/** Booking modal choices (spec point 9), from the funnel's configuration. */
export const bookingPropertyTypes = defaultConfig.bookingModal.propertyTypes;
export const bookingServices = defaultConfig.bookingModal.services;

/** The words of the configuration's default choices; the value sent stays the configuration's. */
const OPTION_WORDS: Readonly<Record<string, WebMessageKey>> = {
  'Single Story Home': 'bookingModal.option.singleStoryHome',
  'Two Story Home': 'bookingModal.option.twoStoryHome',
  Townhouse: 'bookingModal.option.townhouse',
  'Commercial Building': 'bookingModal.option.commercialBuilding',
  Other: 'bookingModal.option.other',
  'Full House Wash': 'bookingModal.option.fullHouseWash',
  'Driveway Cleaning': 'bookingModal.option.drivewayCleaning',
  'Roof Cleaning': 'bookingModal.option.roofCleaning',
  'Complete Package': 'bookingModal.option.completePackage',
  'Not Sure Yet': 'bookingModal.option.notSureYet',
};

/** A choice as the page's language says it: a default one's words, an owner's own choice as written. */
export const optionWords = (t: Translate) => (option: string) => {
  const key = OPTION_WORDS[option];
  return key ? t(key) : option;
};
