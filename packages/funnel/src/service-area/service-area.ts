import type { ServiceArea } from './service-area.schema.js';

/** Whether the company works at an address; when it does not, the ZIP code (and town) read from it. */
export type AreaCheck = { readonly served: true } | { readonly served: false; readonly place: string };

const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

/**
 * The ZIP code of an address as typed or as Places formats it ("123 Main St, Orlando, FL 32801, USA"):
 * the last five-digit group, unless it opens the address (a house number such as "12345 Main St").
 */
export function zipOfAddress(address: string): string | null {
  const found = [...address.matchAll(ZIP)].filter((m) => m.index > 0 && address.slice(0, m.index).trim());
  return found.at(-1)?.[1] ?? null;
}

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
  const at = segments.findIndex((s) => s.includes(zip));
  const own = (segments[at] ?? '')
    .replace(/\b\d{5}(?:-\d{4})?\b/, '')
    .replace(/\b(?:[A-Z]{2}|Florida)\s*$/, '')
    .trim();
  const town = own || segments[at - 1] || '';
  return town && !hasDigit(town) ? town : null;
}

/**
 * Whether the company serves an address (decision 0252): its ZIP code is listed; or a listed town is its
 * town (anywhere in it when no town can be read); or no ZIP code can be read from it at all, which is
 * given the benefit of the doubt (the owner sees the address and can still say no).
 *
 * @example isServed(DEFAULT_SERVICE_AREA, '1 Main St, Orlando, FL 32801') // { served: false, place: 'Orlando (32801)' }
 */
export function isServed(area: ServiceArea, address: string): AreaCheck {
  const zip = zipOfAddress(address);
  if (zip === null || area.zips.includes(zip)) return { served: true };
  const town = townOfAddress(address, zip);
  const where = words(town ?? address);
  if (area.towns.some((t) => (town ? where === words(t) : where.includes(words(t))))) return { served: true };
  return { served: false, place: town ? `${town} (${zip})` : zip };
}
