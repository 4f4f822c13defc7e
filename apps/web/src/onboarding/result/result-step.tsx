import type { Quote } from '@pw/funnel';
import { T, useT, type WebMessageKey } from '../../shared/i18n';
import { StepLayout } from '../layout/step-layout';
import { SchedulePanel, type SchedulePanelProps } from '../scheduling/schedule-panel';
import { AssessmentOffer } from './assessment-offer';
import { QuoteSummary } from './quote-summary';
import type { BookNames } from '../book-names';

export type ResultView = 'loading' | 'failure' | 'unable' | 'success' | 'assessment' | 'scheduling';

export interface ResultStepProps {
  view: ResultView;
  quote: Quote | null;
  /** The book's multi-service discount, for the quote's discount line. */
  discount?: { percent: number; fromServices: number };
  /** Why there is no quote, as the chart stored it: a catalog key (the spec's result-screen error texts). */
  error?: WebMessageKey | null;
  /** Back arrow and Go Back: return to the screen before the quote. */
  onBack: () => void;
  onSchedule: () => void;
  schedule: SchedulePanelProps;
  /** How the page names the book's services, sizes, add-ons and promotions. */
  names?: BookNames;
}

const buttonClass =
  'min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The chart's reason for a failed quote, shown above Go Back (announced, since it replaces the spinner). */
function QuoteError({ error }: { error: WebMessageKey | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-center text-sm text-red-800">
      <T id={error} />
    </p>
  );
}

function GoBack({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" onClick={onBack} className={buttonClass}>
      <T id="wizard.result.goBack" />
    </button>
  );
}

/** The result route: spinner, quote, failure, "unable" and (revealed by Schedule Now) the scheduler. */
export function ResultStep(props: ResultStepProps) {
  const { view, quote, error, onBack, onSchedule, schedule, discount, names } = props;
  const t = useT();
  if (view === 'loading') {
    return (
      <StepLayout
        heading={t('wizard.result.loading.heading')}
        subheading={t('wizard.result.loading.subheading')}
      >
        <div role="status" aria-label={t('wizard.result.loading')} className="flex justify-center py-6">
          <span className="h-12 w-12 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
        </div>
      </StepLayout>
    );
  }
  if (view === 'failure') {
    return (
      <StepLayout
        heading={t('wizard.result.failure.heading')}
        subheading={t('wizard.result.failure.subheading')}
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
        heading={t('wizard.result.unable.heading')}
        subheading={t('wizard.result.unable.subheading')}
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
      <AssessmentOffer
        quote={quote}
        buttonClass={buttonClass}
        onBack={onBack}
        onSchedule={onSchedule}
        {...(names ? { names } : {})}
      />
    );
  return (
    <StepLayout
      heading={t('wizard.result.heading')}
      subheading={t('wizard.result.subheading')}
      onBack={onBack}
    >
      <QuoteSummary quote={quote} {...(discount ? { discount } : {})} {...(names ? { names } : {})} />
      <button type="button" onClick={onSchedule} className={buttonClass}>
        <T id="wizard.result.schedule" />
      </button>
      <p className="text-center text-sm text-slate-600">
        <T id="wizard.result.note" />
      </p>
    </StepLayout>
  );
}
