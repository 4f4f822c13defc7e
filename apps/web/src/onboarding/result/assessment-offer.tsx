import type { AssessmentReason, Quote } from '@pw/funnel';
import { T, useT, type WebMessageKey } from '../../shared/i18n';
import { StepLayout } from '../layout/step-layout';
import { ENGLISH_NAMES, type BookNames } from '../book-names';

/** Why the owner wants to see this job first, in words a prospect takes kindly. */
const WHY: Record<AssessmentReason, WebMessageKey> = {
  commercial: 'wizard.assessment.commercial',
  above_total: 'wizard.assessment.aboveTotal',
};

/**
 * The result of a job the owner sees first (issue 21 §3, decision 0254): no price, a kind explanation and
 * "Book a free on-site assessment", which opens the same scheduler as Schedule Now.
 */
export function AssessmentOffer({
  quote,
  buttonClass,
  onBack,
  onSchedule,
  names = ENGLISH_NAMES,
}: {
  quote: Quote;
  buttonClass: string;
  onBack: () => void;
  onSchedule: () => void;
  /** How the page names the quote's services. */
  names?: BookNames;
}) {
  const t = useT();
  const reason = quote.itemized?.assessment ?? 'commercial';
  return (
    <StepLayout
      heading={t('wizard.assessment.heading')}
      subheading={t('wizard.assessment.subheading')}
      onBack={onBack}
    >
      <div className="flex flex-col gap-3 rounded-xl bg-sky-50 p-5 text-slate-800">
        <p>
          <T id={WHY[reason]} />
        </p>
        <p>
          <T id="wizard.assessment.visit" />
        </p>
        <p className="font-medium text-slate-900">
          <T
            id="wizard.assessment.services"
            values={{
              count: quote.services.length,
              names: quote.services.map((s) => names.name(s.name)).join(', '),
            }}
          />
        </p>
      </div>
      <button type="button" onClick={onSchedule} className={buttonClass}>
        <T id="wizard.assessment.book" />
      </button>
    </StepLayout>
  );
}
