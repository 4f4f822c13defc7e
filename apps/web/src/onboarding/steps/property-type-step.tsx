import { PROPERTY_CATEGORIES, type PropertyCategory } from '@pw/funnel';
import { StepLayout } from '../layout/step-layout';
import { ServiceIcon } from './service-icons';
import type { StepNav } from './step-nav';
import { T, useT } from '../../shared/i18n';

export interface PropertyTypeStepProps extends StepNav {
  value: string;
  onSelect: (value: PropertyCategory) => void;
}

/**
 * Two large single-choice tiles. They are real radio buttons: one is always chosen once picked, so
 * "deselecting" cannot empty the value (the spec keeps the previous value), and arrow keys move between them.
 */
export function PropertyTypeStep({ value, onSelect, ...nav }: PropertyTypeStepProps) {
  const t = useT();
  return (
    <StepLayout heading={t('wizard.propertyType.heading')} continueLabel={t('wizard.next')} {...nav}>
      <fieldset>
        <legend className="sr-only">
          <T id="wizard.propertyType.legend" />
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          {PROPERTY_CATEGORIES.map((category) => (
            <label
              key={category}
              className="relative flex min-h-32 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-slate-300 p-4 text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name="propertyType"
                value={category}
                checked={value === category}
                onChange={() => onSelect(category)}
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <ServiceIcon name={category} className="h-10 w-10 text-brand-700" />
              <span className="text-lg font-semibold">
                <T id="pricing.category" values={{ category }} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </StepLayout>
  );
}
