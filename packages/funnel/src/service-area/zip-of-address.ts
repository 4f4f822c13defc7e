/**
 * The ZIP code of an address, read strictly (issue 38 row 10, decision 0310): from its last line only, as
 * five ASCII digits (an optional +4) standing as a whole word right after the state. A lenient reader
 * was fooled nine ways (the last of two ZIP codes, `FL32801`, `032801`, full-width digits, `328O1`, a
 * leading street number...), each quoting an address outside the area.
 */

// prettier-ignore
const STATE_CODES = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'PR', 'VI', 'GU', 'AS', 'MP',
]);

// prettier-ignore
const STATE_NAMES = new Set([
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware',
  'district of columbia', 'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas',
  'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi',
  'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york',
  'north carolina', 'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island',
  'south carolina', 'south dakota', 'tennessee', 'texas', 'utah', 'vermont', 'virginia', 'washington',
  'west virginia', 'wisconsin', 'wyoming', 'puerto rico',
]);

/** A state as the last line names it: its USPS code (any case, "F.L." not) or its name written out. */
const isState = (text: string) =>
  text.length === 2 ? STATE_CODES.has(text.toUpperCase()) : STATE_NAMES.has(text.toLowerCase());

/** A country after the ZIP code, as Places writes it ("…, FL 32801, USA"): not part of the last line. */
const COUNTRY = /^(?:usa|us|u\.s\.a?\.?|united states(?: of america)?)$/i;

/** `STATE 12345` or `STATE 12345-6789` ending a line, ASCII digits only; group 1 the state, 2 the ZIP. */
const STATE_ZIP = /(?:^|[\s,])([A-Za-z][A-Za-z .]*?)[\s,]+(\d{5})(?:-\d{4})?$/;

/** The address's lines (commas and line breaks), trimmed, without a trailing country. */
function linesOf(address: string): string[] {
  const lines = address
    .split(/[,\n\r]/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 1 && COUNTRY.test(lines.at(-1)!)) lines.pop();
  return lines;
}

/**
 * The ZIP code of an address as typed or as Places formats it ("123 Main St, Orlando, FL 32801, USA"):
 * five ASCII digits (an optional -1234 dropped) right after the state at the end of its last line (the
 * state may end the line before: "…, FL, 32801"). Null when there is no such ZIP code.
 */
export function zipOfAddress(address: string): string | null {
  const lines = linesOf(address);
  const last = lines.at(-1) ?? '';
  // "…, FL, 32801": the state closes the line before the ZIP code.
  const text = /^\d{5}(?:-\d{4})?$/.test(last) && lines.length > 1 ? `${lines.at(-2)!} ${last}` : last;
  const m = STATE_ZIP.exec(text);
  if (!m) return null;
  const words = m[1]!.trim().split(/\s+/);
  // The state is the last word(s) before the ZIP code: a USPS code, or a name of up to three words.
  for (let n = 1; n <= Math.min(3, words.length); n += 1) {
    if (isState(words.slice(-n).join(' '))) return m[2]!;
  }
  return null;
}

/**
 * Whether an address holds something that looks like a ZIP code without being one `zipOfAddress` reads:
 * five or more digits in a row anywhere once full-width digits are read as digits and a letter O beside
 * a digit as a zero (`FL32801`, `032801`, `３２８０１`, `328O1`, `32801 Main St`, a second ZIP code).
 */
export function looksLikeZip(address: string): boolean {
  const digits = address.normalize('NFKC').replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0');
  return /\d{5}/.test(digits);
}
