import type { Quote } from '@pw/funnel';
import { StepLayout } from '../layout/step-layout';
import { SchedulePanel, type SchedulePanelProps } from '../scheduling/schedule-panel';
import { AssessmentOffer } from './assessment-offer';
import { QuoteSummary } from './quote-summary';

export type ResultView = 'loading' | 'failure' | 'unable' | 'success' | 'assessment' | 'scheduling';

export interface ResultStepProps {
  view: ResultView;
  quote: Quote | null;
  /** Why there is no quote, as the chart stored it (the spec's result-screen error texts). */
  error?: string | null;
  /** Back arrow and Go Back: return to the screen before the quote. */
  onBack: () => void;
  onSchedule: () => void;
  schedule: SchedulePanelProps;
}

const buttonClass =
  'min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The chart's reason for a failed quote, shown above Go Back (announced, since it replaces the spinner). */
function QuoteError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-center text-sm text-red-800">
      {error}
    </p>
  );
}

function GoBack({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" onClick={onBack} className={buttonClass}>
      Go Back
    </button>
  );
}

/** The result route: spinner, quote, failure, "unable" and (revealed by Schedule Now) the scheduler. */
export function ResultStep({ view, quote, error, onBack, onSchedule, schedule }: ResultStepProps) {
  if (view === 'loading') {
    return (
      <StepLayout
        heading="Generating your quote..."
        subheading="Please wait while we prepare your personalized quote"
      >
        <div role="status" aria-label="Loading" className="flex justify-center py-6">
          <span className="h-12 w-12 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
        </div>
      </StepLayout>
    );
  }
  if (view === 'failure') {
    return (
      <StepLayout
        heading="Something went wrong"
        subheading="We couldn't generate your quote at this time"
        onBack={onBack}
      >
        <QuoteError error={error} />
        <GoBack onBack={onBack} />
      </StepLayout>
    );
  }
  if (view === 'unable' || !quote) {
    return (
      <StepLayout
        heading="Unable to generate quote"
        subheading="We couldn't calculate a price based on your selections."
        onBack={onBack}
      >
        <QuoteError error={error} />
        <GoBack onBack={onBack} />
      </StepLayout>
    );
  }
  if (view === 'scheduling') return <SchedulePanel {...schedule} />;
  if (view === 'assessment')
    return (
      <AssessmentOffer quote={quote} buttonClass={buttonClass} onBack={onBack} onSchedule={onSchedule} />
    );
  return (
    <StepLayout
      heading="Your Personalized Quote"
      subheading="Here's what we recommend for your property"
      onBack={onBack}
    >
      <QuoteSummary quote={quote} />
      <button type="button" onClick={onSchedule} className={buttonClass}>
        Schedule Now
      </button>
      <p className="text-center text-sm text-slate-600">
        * Final price may vary based on additional services or requirements
      </p>
    </StepLayout>
  );
}
