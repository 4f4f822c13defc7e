import { defaultConfig } from '../config/funnel-config.js';
import { bookOfCatalog } from './catalog.js';
import type { VersionedPriceBook } from './price-book.schema.js';

/**
 * The spec's prices and rules as a price book (point 9): the book quotes use until the owner saves one.
 * Its services and prices are the default configuration's catalog (written there once), with no size
 * tiers, add-ons, minimum or multi-service discount, so every quote the spec describes holds (House
 * Exterior + Roof Cleaning = $900). The spec's "$50 off your first powerwash" is a first-job promotion
 * given by code (decision 0225): automatic, it would turn the spec's $900 into $850. Its end day is the
 * configured one (the spec's 4/31/2025 does not exist, decision 0002).
 */
export const DEFAULT_PRICE_BOOK: VersionedPriceBook = {
  ...bookOfCatalog(defaultConfig.catalog),
  promotions: [
    {
      name: 'Get $50 off your first powerwash',
      kind: 'amount',
      value: 50,
      code: 'FIRST50',
      startsOn: null,
      endsOn: '2027-04-30',
      firstJobOnly: true,
      advertised: true,
      useLimit: null,
    },
  ],
};
