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

/**
 * A whole number of zero or more with its thousands grouped, "2,000", as `toLocaleString('en-US')` writes
 * it, without Intl: in the server too, a first number format loads ICU's locale data, about 7 MB that
 * stay resident (a schema's message built at import held them from start-up; decision 0314).
 */
export function groupedDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
