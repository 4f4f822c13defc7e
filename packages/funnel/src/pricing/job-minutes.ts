import type { PriceBook, ServicePrice } from './price-book.schema.js';
import { chosenServices, tierOf, type ServiceChoice } from './chosen-services.js';

/**
 * How long a job takes a crew (issue 42, decision 0330). Each service, size tier and add-on of the book may
 * carry its crew minutes, and the book a set-up and travel buffer per job; what a book leaves out (every
 * book saved before issue 42) gets a default, so every stored book still times its jobs.
 */

/** Set-up and travel minutes a job gets when the book names none. */
export const DEFAULT_BUFFER_MINUTES = 30;

/**
 * The standard book's crew minutes per service (one crew, on site, without the buffer): with the buffer, a
 * house and its roof is a six-hour job and a driveway a one-hour one, the two examples.
 */
export const STANDARD_SERVICE_MINUTES: Readonly<Record<string, number>> = {
  'House Exterior': 180,
  'Driveway Cleaning': 30,
  'Roof Cleaning': 150,
  'Pool Deck / Patio': 60,
  'Sidewalks / Walkways': 30,
  'Storefronts & Parking Lots': 180,
  'Apartment Complexes': 300,
  'Dumpster Pads': 45,
  'Signage & Exterior Walls': 120,
};

/** The crew's earning per hour that times an item the book and the standard list say nothing of. */
export const DEFAULT_DOLLARS_PER_CREW_HOUR = 150;

/** Minutes in quarter hours, at least one quarter for any work at all. */
function quarters(minutes: number): number {
  return minutes <= 0 ? 0 : Math.max(15, Math.round(minutes / 15) * 15);
}

/** An item's minutes by its price alone, at {@link DEFAULT_DOLLARS_PER_CREW_HOUR}. */
function byPrice(price: number): number {
  return quarters((price * 60) / DEFAULT_DOLLARS_PER_CREW_HOUR);
}

/** A service's minutes at no size: its own, else the standard book's for its name, else by its price. */
export function serviceMinutes(service: ServicePrice): number {
  return service.minutes ?? STANDARD_SERVICE_MINUTES[service.name] ?? byPrice(service.price);
}

type Tier = NonNullable<ServicePrice['size']>['tiers'][number];

/** A size tier's minutes: its own, else the service's scaled by the tier's price (a bigger job costs more). */
export function tierMinutes(service: ServicePrice, tier: Tier): number {
  if (tier.minutes !== undefined) return tier.minutes;
  if (service.price <= 0) return byPrice(tier.price);
  return quarters((serviceMinutes(service) * tier.price) / service.price);
}

/** An add-on's minutes: its own, else by its price. */
export function addOnMinutes(addOn: ServicePrice['addOns'][number]): number {
  return addOn.minutes ?? byPrice(addOn.price);
}

/** The set-up and travel minutes the book adds to every job. */
export function bufferMinutesOf(book: Pick<PriceBook, 'bufferMinutes'>): number {
  return book.bufferMinutes ?? DEFAULT_BUFFER_MINUTES;
}

/** What of a prospect's answers a job's length depends on (a lead's stored answers fit it too). */
export interface JobAnswers extends ServiceChoice {
  readonly sizes?: Readonly<Record<string, number>>;
  readonly addOns?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A job's length in crew minutes: each chosen service at its size tier's minutes (its own with no size or
 * a size the book has no tier for), each chosen add-on the service offers once, plus the buffer; 0 when no
 * service of the book is chosen. The services are read as `quote` reads them, so the snapshot's
 * `jobMinutes` is the length of the job that was priced.
 *
 * @example jobMinutes(DEFAULT_PRICE_BOOK, { propertyType: 'Residential', services: ['House Exterior', 'Roof Cleaning'] }) // 360
 */
export function jobMinutes(book: PriceBook, answers: JobAnswers): number {
  const { services } = chosenServices(book, answers);
  if (services.length === 0) return 0;
  const work = services.reduce((total, service) => {
    const size = answers.sizes?.[service.name];
    const tier = size === undefined ? undefined : tierOf(service, size);
    const addOns = [...new Set(answers.addOns?.[service.name] ?? [])]
      .map((name) => service.addOns.find((a) => a.name === name))
      .reduce((sum, addOn) => sum + (addOn ? addOnMinutes(addOn) : 0), 0);
    return total + (tier ? tierMinutes(service, tier) : serviceMinutes(service)) + addOns;
  }, 0);
  return work + bufferMinutesOf(book);
}

/** A job's length as the owner reads it: '6 h', '1 h 30 min', '45 min'. */
export function jobLengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
