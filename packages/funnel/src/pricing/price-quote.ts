import { defaultConfig, type FunnelConfig, type PropertyCategory } from '../config/funnel-config.js';
import { bookOfCatalog } from './catalog.js';
import { PRICE_FAILURE_MESSAGE, quote } from './quote.js';
import type { QuoteSnapshot } from './quote.schema.js';

export { joinServices, parseServices } from './services-text.js';
export { PRICE_FAILURE_MESSAGE } from './quote.js';

export interface QuoteLine {
  readonly name: string;
  /** Whole dollars. */
  readonly price: number;
}

export interface Quote {
  readonly propertyType: PropertyCategory;
  readonly services: readonly QuoteLine[];
  readonly total: number;
  /** Every line of a quote priced with a price book (add-ons, discount, minimum, promotion; issue 21). */
  readonly itemized?: QuoteSnapshot;
}

export type PriceResult =
  | { readonly ok: true; readonly quote: Quote }
  | {
      readonly ok: false;
      readonly reason: 'no_valid_services';
      readonly message: typeof PRICE_FAILURE_MESSAGE;
    };

/**
 * The spec's quote (point 3) of a configuration's catalog: the chosen services at their prices and their
 * sum, through the one pricing path, `quote()`, with a book of the catalog alone. Names are trimmed,
 * empties dropped, names not in the category's list discarded (an unknown category reads as Residential).
 * Fails when nothing valid remains or the total is 0. The server recomputes every quote and never trusts
 * a client's.
 *
 * @example priceQuote({ propertyType: 'Residential', services: ['House Exterior', 'Roof Cleaning'] }) // total 900
 */
export function priceQuote(
  input: { propertyType: string | null | undefined; services: string | readonly string[] | null | undefined },
  config: FunnelConfig = defaultConfig,
): PriceResult {
  // Services only: no size, add-on or code can be refused, and the catalog's book has no dated promotion.
  const priced = quote(bookOfCatalog(config.catalog), input, '');
  if (!priced.ok) return { ok: false, reason: 'no_valid_services', message: PRICE_FAILURE_MESSAGE };
  const { propertyType, lines, total } = priced.quote;
  return {
    ok: true,
    quote: { propertyType, services: lines.map(({ name, price }) => ({ name, price })), total },
  };
}
