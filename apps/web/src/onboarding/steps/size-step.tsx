import { useState } from 'react';
import { formatDollars, SIZE_REQUIRED, tierOf, type QuoteChoices, type ServicePrice } from '@pw/funnel';
import { T, useT } from '../../shared/i18n';
import { StepLayout } from '../layout/step-layout';
import { ENGLISH_NAMES, type BookNames } from '../book-names';
import type { StepNav } from './step-nav';

export interface SizeStepProps extends StepNav {
  /** The chosen services that ask a size or offer add-ons, in the order chosen. */
  services: readonly ServicePrice[];
  /** The sizes and add-ons chosen so far (only those the book still offers). */
  choices: QuoteChoices;
  onSelectSize: (service: string, size: number) => void;
  onToggleAddOn: (service: string, addOn: string) => void;
  /** How the page names the book's words (what is chosen stays the English names and sizes). */
  names?: BookNames;
}

const idOf = (service: string) => service.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const OPTION =
  'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg border-2 border-slate-300 px-3 py-2 text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';

/**
 * How big is it? Per service its size question as a radio group (a `<fieldset>` whose legend is the
 * question, a radio per size with its price) and its add-ons as checkboxes with their prices. A size
 * asked and not answered says so beside its question once Continue was pressed (the chart refuses it too).
 */
export function SizeStep({
  services,
  choices,
  onSelectSize,
  onToggleAddOn,
  names = ENGLISH_NAMES,
  onContinue,
  onBack,
}: SizeStepProps) {
  const t = useT();
  const [tried, setTried] = useState(false);
  const unanswered = (s: ServicePrice) => s.size !== undefined && choices.sizes[s.name] === undefined;
  return (
    <StepLayout
      heading={t('wizard.size.heading')}
      subheading={t('wizard.size.subheading')}
      onContinue={() => {
        setTried(true);
        onContinue();
      }}
      {...(onBack ? { onBack } : {})}
    >
      {services.map((service) => {
        const id = idOf(service.name);
        const size = choices.sizes[service.name];
        const chosenTier = size === undefined ? undefined : tierOf(service, size);
        const missing = tried && unanswered(service);
        return (
          <section key={service.name} aria-labelledby={`${id}-name`} className="flex flex-col gap-3">
            <h2 id={`${id}-name`} className="text-lg font-semibold text-slate-900">
              {names.name(service.name)}
            </h2>
            {service.size && (
              <fieldset
                aria-describedby={missing ? `${id}-missing` : undefined}
                className="flex flex-col gap-2"
              >
                <legend className="mb-2 font-medium text-slate-900">{names.question(service.size)}</legend>
                {service.size.tiers.map((tier) => (
                  <label key={tier.label} className={OPTION}>
                    <span className="flex items-center gap-3">
                      <input
                        type="radio"
                        name={`${id}-size`}
                        checked={chosenTier?.label === tier.label}
                        onChange={() => onSelectSize(service.name, tier.from)}
                        className="h-5 w-5 accent-brand-700"
                      />
                      {names.tier(tier)}
                    </span>
                    <span className="text-slate-700">{formatDollars(tier.price)}</span>
                  </label>
                ))}
                {missing && (
                  <p id={`${id}-missing`} className="text-sm font-medium text-red-700">
                    <T id={SIZE_REQUIRED.title} />
                  </p>
                )}
              </fieldset>
            )}
            {service.addOns.length > 0 && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 font-medium text-slate-900">
                  <T id="wizard.size.addOnsFor" values={{ service: names.name(service.name) }} />
                </legend>
                {service.addOns.map((addOn) => (
                  <label key={addOn.name} className={OPTION}>
                    <span className="flex items-center gap-3">
                      <input
                        type="checkbox"
                        checked={choices.addOns[service.name]?.includes(addOn.name) ?? false}
                        onChange={() => onToggleAddOn(service.name, addOn.name)}
                        className="h-5 w-5 accent-brand-700"
                      />
                      {names.name(addOn.name)}
                    </span>
                    <span className="text-slate-700">+{formatDollars(addOn.price)}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </section>
        );
      })}
    </StepLayout>
  );
}
