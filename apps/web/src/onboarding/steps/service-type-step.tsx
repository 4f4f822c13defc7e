import type { KeyboardEvent } from 'react';
import { SERVICE_HINT } from '@pw/funnel';
import { StepLayout } from '../layout/step-layout';
import { ServiceIcon } from './service-icons';
import type { StepNav } from './step-nav';
import { T, useT } from '../../shared/i18n';
import { ENGLISH_NAMES, type BookNames } from '../book-names';

export interface ServiceTypeStepProps extends StepNav {
  /** The services offered for the chosen property type, in catalog order. */
  services: readonly string[];
  selected: readonly string[];
  onToggle: (service: string) => void;
  /** How the page names the book's services (the values toggled stay the English names). */
  names?: BookNames;
}

/**
 * A 2-column grid of cards that are real checkboxes: Space toggles natively, Enter is added (the spec
 * asks for both) and kept from submitting the form.
 */
export function ServiceTypeStep({
  services,
  selected,
  onToggle,
  names = ENGLISH_NAMES,
  ...nav
}: ServiceTypeStepProps) {
  const onKeyDown = (service: string) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onToggle(service);
  };
  const t = useT();
  return (
    <StepLayout heading={t('wizard.services.heading')} subheading={t('wizard.services.subheading')} {...nav}>
      <fieldset aria-describedby={selected.length === 0 ? 'service-hint' : undefined}>
        <legend className="sr-only">
          <T id="wizard.services.legend" />
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {services.map((service) => (
            <label
              key={service}
              className="relative flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-slate-300 p-3 text-center text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="checkbox"
                checked={selected.includes(service)}
                onChange={() => onToggle(service)}
                onKeyDown={onKeyDown(service)}
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <ServiceIcon name={service} className="h-8 w-8 text-brand-700" />
              <span className="font-medium">{names.name(service)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {selected.length === 0 && (
        <p id="service-hint" className="text-center text-sm font-medium text-red-700">
          <T id={SERVICE_HINT} />
        </p>
      )}
    </StepLayout>
  );
}
