import { tierOf, type QuoteChoices, type ServicePrice } from '@pw/funnel';
import { ENGLISH_NAMES, type BookNames } from '../book-names';

/**
 * The review's "Size and add-ons" rows: per service with a size question or add-ons, its name and what
 * was chosen ('3-4 cars, Sealing'), or `none` ('No add-ons', in the page's language) when it only offers
 * add-ons and none was ticked. The names, sizes and add-ons are the price book's words, as `names` says them.
 */
export function choiceRows(
  services: readonly ServicePrice[],
  choices: QuoteChoices,
  none: string,
  names: BookNames = ENGLISH_NAMES,
): [service: string, chosen: string][] {
  return services.map((service) => {
    const size = choices.sizes[service.name];
    const tier = size === undefined ? undefined : tierOf(service, size);
    const addOns = (choices.addOns[service.name] ?? []).map(names.name);
    const chosen = [...(tier ? [names.tier(tier)] : []), ...addOns];
    return [names.name(service.name), chosen.length > 0 ? chosen.join(', ') : none];
  });
}
