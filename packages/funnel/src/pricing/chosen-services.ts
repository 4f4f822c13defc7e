import { normalizePropertyType } from '../config/funnel-config.js';
import type { PriceBook, ServicePrice } from './price-book.schema.js';
import { parseServices } from './services-text.js';

/** What of a prospect's answers names the services: their property type and the services' text or list. */
export interface ServiceChoice {
  readonly propertyType: string | null | undefined;
  readonly services: string | readonly string[] | null | undefined;
}

/**
 * The book's services a prospect chose, in the order given: names trimmed, repeats and names the category
 * does not offer dropped (an unknown category reads as Residential, spec point 3). The one reading of a
 * choice that `quote` prices and `jobMinutes` times.
 */
export function chosenServices(book: PriceBook, answers: ServiceChoice) {
  const propertyType = normalizePropertyType(answers.propertyType);
  const offered = book.categories[propertyType].services;
  const services = [...new Set(parseServices(answers.services))]
    .map((name) => offered.find((s) => s.name === name))
    .filter((s): s is ServicePrice => s !== undefined);
  return { propertyType, services };
}

/** The size tier a size (in the question's units) falls in, if the service asks one and has it. */
export function tierOf(service: ServicePrice, size: number) {
  return service.size?.tiers.find((t) => size >= t.from && (t.to === null || size <= t.to));
}
