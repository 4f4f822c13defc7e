import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import type { PriceBook, Promotion, ServicePrice, VersionedPriceBook } from './price-book.schema.js';

/** A driveway priced by the cars it holds, with a sealing add-on: the sized service the tests price. */
export const sizedDriveway: ServicePrice = {
  name: 'Driveway Cleaning',
  price: 175,
  size: {
    question: 'How many cars does your driveway hold?',
    unit: 'cars',
    tiers: [
      { label: '1-2 cars', from: 1, to: 2, price: 175 },
      { label: '3-4 cars', from: 3, to: 4, price: 250 },
      { label: '5 or more cars', from: 5, to: null, price: 325 },
    ],
  },
  addOns: [{ name: 'Sealing', price: 120 }],
};

export const aPromotion = (over: Partial<Promotion> = {}): Promotion => ({
  name: 'Spring special',
  kind: 'amount',
  value: 25,
  code: null,
  startsOn: null,
  endsOn: null,
  firstJobOnly: false,
  advertised: false,
  useLimit: null,
  ...over,
});

/** The default book with the sized driveway and the given changes. */
export function aBook(over: Partial<PriceBook> = {}, version = 2): VersionedPriceBook {
  const residential = DEFAULT_PRICE_BOOK.categories.Residential.services.map((s) =>
    s.name === sizedDriveway.name ? sizedDriveway : s,
  );
  return {
    ...DEFAULT_PRICE_BOOK,
    categories: { ...DEFAULT_PRICE_BOOK.categories, Residential: { services: residential } },
    ...over,
    version,
  };
}
