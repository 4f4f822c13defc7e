import type { AssessmentReason, Quote } from '@pw/funnel';
import { StepLayout } from '../layout/step-layout';

/** Why the owner wants to see this job first, in words a prospect takes kindly. */
const WHY: Record<AssessmentReason, string> = {
  commercial: 'Every commercial property is different, so we price commercial jobs in person.',
  above_total: "For a job of this size we'd rather see your property before we name a price.",
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
}: {
  quote: Quote;
  buttonClass: string;
  onBack: () => void;
  onSchedule: () => void;
}) {
  const reason = quote.itemized?.assessment ?? 'commercial';
  return (
    <StepLayout
      heading="Let's take a look together"
      subheading="Your free on-site assessment"
      onBack={onBack}
    >
      <div className="flex flex-col gap-3 rounded-xl bg-sky-50 p-5 text-slate-800">
        <p>{WHY[reason]}</p>
        <p>
          We&apos;ll visit at a time that suits you, look at the job with you and give you an exact price on
          the spot. The visit is free and you&apos;re under no obligation.
        </p>
        <p className="font-medium text-slate-900">
          {quote.services.length > 1 ? 'Services' : 'Service'}: {quote.services.map((s) => s.name).join(', ')}
        </p>
      </div>
      <button type="button" onClick={onSchedule} className={buttonClass}>
        Book a free on-site assessment
      </button>
    </StepLayout>
  );
}
