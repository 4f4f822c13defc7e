/**
 * A whole number of zero or more with its thousands grouped, "2,000", as `toLocaleString('en-US')` writes
 * it, without Intl: in the server too, a first number format loads ICU's locale data, about 7 MB that
 * stay resident (a schema's message built at import held them from start-up; decision 0314).
 */
export function groupedDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
