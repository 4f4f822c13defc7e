import { tierOf, type QuoteChoices, type ServicePrice } from '@pw/funnel';

/**
 * The review's "Size and add-ons" rows: per service with a size question or add-ons, its name and what
 * was chosen ('3-4 cars, Sealing'), or `none` ('No add-ons', in the page's language) when it only offers
 * add-ons and none was ticked. The sizes and add-ons are the price book's words.
 */
export function choiceRows(
  services: readonly ServicePrice[],
  choices: QuoteChoices,
  none: string,
): [service: string, chosen: string][] {
  return services.map((service) => {
    const size = choices.sizes[service.name];
    const tier = size === undefined ? undefined : tierOf(service, size);
    const chosen = [...(tier ? [tier.label] : []), ...(choices.addOns[service.name] ?? [])];
    return [service.name, chosen.length > 0 ? chosen.join(', ') : none];
  });
}
