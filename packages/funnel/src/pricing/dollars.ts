import { groupedDigits } from '../config/grouped-digits.js';

/**
 * Whole dollars as the site, the owner's messages and the quote write them: "$1,250", as
 * `toLocaleString('en-US')` would. Without Intl on purpose: a page's first number format loads ICU's
 * locale data, 60 ms of a slowed phone's main thread on `/pricing` before its tabs were live
 * (decision 0296). Prices are whole dollars (the price book's and the quote's schemas); anything else
 * takes Intl's way.
 */
export function formatDollars(amount: number): string {
  if (!Number.isSafeInteger(amount)) return `$${amount.toLocaleString('en-US')}`;
  return `${amount < 0 ? '-' : ''}$${groupedDigits(Math.abs(amount))}`;
}
