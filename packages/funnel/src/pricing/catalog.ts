import type { Catalog, PropertyCategory } from '../config/funnel-config.js';
import { DEFAULT_SERVICE_AREA } from '../service-area/default-service-area.js';
import type { PriceBook, VersionedPriceBook } from './price-book.schema.js';

/** Each category's services at their base prices, in the book's order (the Pricing page's tables). */
export function catalogOf(book: PriceBook): Catalog {
  const prices = (category: PropertyCategory) =>
    Object.fromEntries(book.categories[category].services.map((s) => [s.name, s.price]));
  return { Residential: prices('Residential'), Commercial: prices('Commercial') };
}

/**
 * A book holding only a catalog's services at their prices (no sizes, add-ons, minimum, discount or
 * promotion; the default service area): how `priceQuote` prices a `FunnelConfig`'s catalog through the one `quote()`.
 */
export function bookOfCatalog(catalog: Catalog, version = 1): VersionedPriceBook {
  const services = (category: PropertyCategory) =>
    Object.entries(catalog[category]).map(([name, price]) => ({ name, price, addOns: [] }));
  return {
    version,
    categories: {
      Residential: { services: services('Residential') },
      Commercial: { services: services('Commercial') },
    },
    minimumCharge: 0,
    multiServiceDiscount: { percent: 0, fromServices: 2 },
    promotions: [],
    serviceArea: DEFAULT_SERVICE_AREA,
  };
}
