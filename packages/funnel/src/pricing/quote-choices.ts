import { normalizePropertyType } from '../config/funnel-config.js';
import type { PriceBook, ServicePrice } from './price-book.schema.js';
import { tierOf, type QuoteInput } from './quote.js';
import { parseServices } from './services-text.js';

/**
 * What a prospect chose beyond the services (issue 21): a size per sized service, in the question's
 * units (the smallest size of the tier picked, e.g. 3 for "3-4 cars"), the add-ons per service, and a
 * promotion code as typed. `quote()` prices them; the server prices them again with its own book.
 */
export interface QuoteChoices {
  readonly sizes: Readonly<Record<string, number>>;
  readonly addOns: Readonly<Record<string, readonly string[]>>;
  readonly code: string;
}

export const NO_CHOICES: QuoteChoices = { sizes: {}, addOns: {}, code: '' };

/** The answers the choices depend on: the property type and the services chosen. */
export type ChosenServices = Pick<QuoteInput, 'propertyType' | 'services'>;

/**
 * The chosen services that ask something more (a size question or add-ons), in the order chosen: the
 * size screen shows one group per service, and the wizard skips the screen when there is none.
 */
export function servicesWithChoices(book: PriceBook, chosen: ChosenServices): ServicePrice[] {
  const offered = book.categories[normalizePropertyType(chosen.propertyType)].services;
  return [...new Set(parseServices(chosen.services))]
    .map((name) => offered.find((s) => s.name === name))
    .filter((s): s is ServicePrice => s !== undefined && (s.size !== undefined || s.addOns.length > 0));
}

/**
 * The choices that still apply: sizes and add-ons of services still chosen that the book still offers.
 * A service dropped, or a size or add-on the owner removed since, leaves nothing behind, so a capture
 * never carries an answer the server would refuse.
 */
export function choicesFor(book: PriceBook, chosen: ChosenServices, choices: QuoteChoices): QuoteChoices {
  const sizes: Record<string, number> = {};
  const addOns: Record<string, string[]> = {};
  for (const service of servicesWithChoices(book, chosen)) {
    const size = choices.sizes[service.name];
    if (size !== undefined && tierOf(service, size)) sizes[service.name] = size;
    const picked = (choices.addOns[service.name] ?? []).filter((a) =>
      service.addOns.some((offer) => offer.name === a),
    );
    if (picked.length > 0) addOns[service.name] = picked;
  }
  return { sizes, addOns, code: choices.code };
}

/** The choices with a service's size set (the smallest size of the tier picked). */
export function selectSize(choices: QuoteChoices, service: string, size: number): QuoteChoices {
  return { ...choices, sizes: { ...choices.sizes, [service]: size } };
}

/** The choices with an add-on of a service ticked, or unticked when it was (no add-on: no entry). */
export function toggleAddOn(choices: QuoteChoices, service: string, addOn: string): QuoteChoices {
  const picked = choices.addOns[service] ?? [];
  const next = picked.includes(addOn) ? picked.filter((a) => a !== addOn) : [...picked, addOn];
  const { [service]: _old, ...others } = choices.addOns;
  return { ...choices, addOns: next.length > 0 ? { ...others, [service]: next } : others };
}
