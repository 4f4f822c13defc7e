import { useEffect } from 'react';
import { afterIdle } from '../../shared/timing/after-idle';
import { warmTimeZoneData } from '../../shared/timing/warm-time-zone-data';
import { T, useT, type WebMessageKey } from '../../shared/i18n';
import { StepLayout } from '../layout/step-layout';

export interface QuoteStepProps {
  /** 0 to 100. */
  progress: number;
  /** The message for the bar's progress (`quoteProgressMessage`). */
  message: WebMessageKey;
  onBack?: () => void;
}

/** The timed "analysing" screen: a progress bar and the message for the current threshold. */
export function QuoteStep({ progress, message, onBack }: QuoteStepProps) {
  // While the prospect watches the bar, the scheduler's date data gets ready (decision 0303).
  useEffect(() => afterIdle(warmTimeZoneData), []);
  const t = useT();
  const value = Math.min(100, Math.max(0, progress));
  return (
    <StepLayout heading={t('wizard.quote.heading')} subheading={t('wizard.quote.subheading')} onBack={onBack}>
      <div
        role="progressbar"
        aria-label={t('wizard.quote.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width] duration-75" style={{ width: `${value}%` }} />
      </div>
      <p aria-live="polite" className="text-center font-medium text-slate-800">
        <T id={message} />
      </p>
    </StepLayout>
  );
}
