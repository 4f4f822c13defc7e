import { defaultConfig } from '../config/funnel-config.js';
import { bookOfCatalog } from './catalog.js';
import { DEFAULT_BUFFER_MINUTES, STANDARD_SERVICE_MINUTES } from './job-minutes.js';
import type { VersionedPriceBook } from './price-book.schema.js';

/**
 * The spec's prices and rules as a price book (point 9): the book quotes use until the owner saves one.
 * Its services and prices are the default configuration's catalog (written there once), with no size
 * tiers, add-ons, minimum or multi-service discount, so every quote the spec describes holds (House
 * Exterior + Roof Cleaning = $900). The spec's "$50 off your first powerwash" is a first-job promotion
 * given by code (decision 0225): automatic, it would turn the spec's $900 into $850. Its end day is the
 * configured one (the spec's 4/31/2025 does not exist, decision 0002).
 */
/**
 * The default book's names in Spanish (issue 41, decision 0326): neutral US Spanish, as the Spanish pages
 * and messages show them. An owner's book keeps its own (`nameEs`), edited on the Prices page.
 */
const DEFAULT_SPANISH_NAMES: Readonly<Record<string, string>> = {
  'House Exterior': 'Exterior de la casa',
  'Driveway Cleaning': 'Limpieza de la entrada de autos',
  'Roof Cleaning': 'Limpieza de techos',
  'Pool Deck / Patio': 'Área de la piscina / patio',
  'Sidewalks / Walkways': 'Aceras / senderos',
  'Storefronts & Parking Lots': 'Fachadas y estacionamientos',
  'Apartment Complexes': 'Complejos de apartamentos',
  'Dumpster Pads': 'Áreas de contenedores de basura',
  'Signage & Exterior Walls': 'Letreros y paredes exteriores',
};

const catalogBook = bookOfCatalog(defaultConfig.catalog);

export const DEFAULT_PRICE_BOOK: VersionedPriceBook = {
  ...catalogBook,
  categories: {
    Residential: { services: catalogBook.categories.Residential.services.map(withNames) },
    Commercial: { services: catalogBook.categories.Commercial.services.map(withNames) },
  },
  // The crew minutes written out (issue 42), so the Prices page shows what each job is timed at.
  bufferMinutes: DEFAULT_BUFFER_MINUTES,
  promotions: [
    {
      name: 'Get $50 off your first powerwash',
      nameEs: 'Obtenga $50 de descuento en su primer lavado a presión',
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

function withNames<T extends { name: string }>(service: T): T & { nameEs?: string; minutes?: number } {
  const nameEs = DEFAULT_SPANISH_NAMES[service.name];
  const minutes = STANDARD_SERVICE_MINUTES[service.name];
  return { ...service, ...(nameEs ? { nameEs } : {}), ...(minutes !== undefined ? { minutes } : {}) };
}
