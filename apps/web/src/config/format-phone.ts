import { phoneDigits, phoneHref } from '@pw/funnel';

/** The `tel:` href for the business's ten-digit US phone number, in E.164. */
export function telHref(digits: string): string {
  return phoneHref('tel', `+1${phoneDigits(digits)}`);
}
