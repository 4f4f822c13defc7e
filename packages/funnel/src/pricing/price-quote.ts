import {
  defaultConfig,
  normalizePropertyType,
  type FunnelConfig,
  type PropertyCategory,
} from '../config/funnel-config.js';

export interface QuoteLine {
  readonly name: string;
  /** Whole dollars. */
  readonly price: number;
}

export interface Quote {
  readonly propertyType: PropertyCategory;
  readonly services: readonly QuoteLine[];
  readonly total: number;
}

export const PRICE_FAILURE_MESSAGE = 'Unable to calculate a price based on the selected services';

export type PriceResult =
  | { readonly ok: true; readonly quote: Quote }
  | {
      readonly ok: false;
      readonly reason: 'no_valid_services';
      readonly message: typeof PRICE_FAILURE_MESSAGE;
    };

/** Splits the comma-separated `serviceNeeded` text into trimmed, non-empty names. */
export function parseServices(services: string | readonly string[] | null | undefined): string[] {
  const list = typeof services === 'string' ? services.split(',') : (services ?? []);
  return list.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Joins service names the way the webhook and the lead row carry them: 'A, B'. */
export function joinServices(services: readonly string[]): string {
  return services.join(', ');
}

/**
 * Prices the chosen services for a property type. Names are trimmed, empties dropped, names not in the
 * category's list discarded (an unknown category reads as Residential). Fails when nothing valid remains
 * or the total is 0. The browser shows this quote; the server recomputes it and never trusts a client's.
 *
 * @example priceQuote({ propertyType: 'Residential', services: ['House Exterior', 'Roof Cleaning'] }) // total 900
 */
export function priceQuote(
  input: { propertyType: string | null | undefined; services: string | readonly string[] | null | undefined },
  config: FunnelConfig = defaultConfig,
): PriceResult {
  const propertyType = normalizePropertyType(input.propertyType, config);
  const prices = config.catalog[propertyType];
  const names = [...new Set(parseServices(input.services))].filter((name) => Object.hasOwn(prices, name));
  const services = names.map((name) => ({ name, price: Math.round(prices[name] ?? 0) }));
  const total = services.reduce((sum, line) => sum + line.price, 0);
  if (services.length === 0 || total === 0) {
    return { ok: false, reason: 'no_valid_services', message: PRICE_FAILURE_MESSAGE };
  }
  return { ok: true, quote: { propertyType, services, total } };
}
