import type { ServiceArea } from './service-area.schema.js';
import { looksLikeZip, zipOfAddress } from './zip-of-address.js';

/**
 * Whether the company works at an address; when it does not, the place named to the prospect (the ZIP
 * code and town read from it, or "this address" when it holds a ZIP code that cannot be read: `unreadable`).
 */
export type AreaCheck =
  { readonly served: true } | { readonly served: false; readonly place: string; readonly unreadable?: true };

export { looksLikeZip, zipOfAddress } from './zip-of-address.js';

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const hasDigit = (text: string) => /\d/.test(text);

/**
 * The town of an address: the part of the ZIP code's comma-separated segment before the state and ZIP
 * ("Orlando FL 32801"), else the segment before it ("…, Orlando, FL 32801"). Null when that is not a
 * plain name (a street with a number).
 */
function townOfAddress(address: string, zip: string): string | null {
  const segments = address.split(',').map((s) => s.trim());
  const at = segments.findLastIndex((s) => s.includes(zip));
  const own = (segments[at] ?? '')
    .replace(/\b\d{5}(?:-\d{4})?\b/, '')
    .replace(/\b(?:[A-Z]{2}|Florida)\s*$/, '')
    .trim();
  const town = own || segments[at - 1] || '';
  return town && !hasDigit(town) ? town : null;
}

/**
 * Whether the company serves an address (decisions 0252, 0310): its ZIP code (read strictly from its last
 * line, `zipOfAddress`) is listed, or a listed town is its town. An address holding a ZIP code that cannot
 * be read (`FL32801`, `328O1`, two ZIP codes: `looksLikeZip`) is not served, so no outside address passes
 * as inside; one with no ZIP code at all is given the benefit of the doubt (the owner sees the address).
 *
 * @example isServed(DEFAULT_SERVICE_AREA, '1 Main St, Orlando, FL 32801') // { served: false, place: 'Orlando (32801)' }
 */
export function isServed(area: ServiceArea, address: string): AreaCheck {
  const zip = zipOfAddress(address);
  if (zip === null) {
    return looksLikeZip(address)
      ? { served: false, place: 'this address', unreadable: true }
      : { served: true };
  }
  if (area.zips.includes(zip)) return { served: true };
  const town = townOfAddress(address, zip);
  const where = words(town ?? address);
  if (area.towns.some((t) => (town ? where === words(t) : where.includes(words(t))))) return { served: true };
  return { served: false, place: town ? `${town} (${zip})` : zip };
}
