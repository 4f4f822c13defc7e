import { DEFAULT_SERVICE_AREA } from '../service-area/default-service-area.js';
import type { VersionedPriceBook } from './price-book.schema.js';

const service = (name: string, price: number) => ({ name, price, addOns: [] });

/**
 * The spec's prices and rules as a price book (point 9): the book quotes use until the owner saves one.
 * No size tiers, add-ons, minimum or multi-service discount, so every quote the spec describes holds
 * (House Exterior + Roof Cleaning = $900). The spec's "$50 off your first powerwash" is a first-job
 * promotion given by code (decision 0225): automatic, it would turn the spec's $900 into $850. Its end
 * day is the configured one (the spec's 4/31/2025 does not exist, decision 0002).
 */
export const DEFAULT_PRICE_BOOK: VersionedPriceBook = {
  version: 1,
  categories: {
    Residential: {
      services: [
        service('House Exterior', 400),
        service('Driveway Cleaning', 175),
        service('Roof Cleaning', 500),
        service('Pool Deck / Patio', 200),
        service('Sidewalks / Walkways', 175),
      ],
    },
    Commercial: {
      services: [
        service('Storefronts & Parking Lots', 400),
        service('Apartment Complexes', 500),
        service('Dumpster Pads', 250),
        service('Signage & Exterior Walls', 400),
      ],
    },
  },
  minimumCharge: 0,
  multiServiceDiscount: { percent: 0, fromServices: 2 },
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
  serviceArea: DEFAULT_SERVICE_AREA,
};
