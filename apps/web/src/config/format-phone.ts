import { formatPhoneDisplay } from '@pw/funnel';

/** Display form of a ten-digit phone number: (561) 555-0142 (the funnel's rule). */
export const formatPhone = formatPhoneDisplay;

/** The `tel:` href for a ten-digit US phone number, in E.164. */
export function telHref(digits: string): string {
  return `tel:+1${digits.replace(/\D/g, '')}`;
}
