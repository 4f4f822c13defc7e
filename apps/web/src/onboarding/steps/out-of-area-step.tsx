import { Link } from 'react-router-dom';
import { T, useT } from '../../shared/i18n';
import { StepLayout } from '../layout/step-layout';

const SECONDARY =
  'min-h-11 w-full rounded-lg border-2 border-brand-700 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * An address outside the service area (issue 21 §3, decision 0253): not a dead end. The prospect joins
 * the waitlist in one tap with the contact details already given, or goes back to fix a mistyped address.
 */
export function OutOfAreaStep({
  place,
  email,
  joining,
  joined,
  onJoin,
  onBack,
}: {
  /** What is not served, e.g. 'Orlando (32801)'; null: the address's place is unknown ("your area"). */
  place: string | null;
  email: string;
  joining: boolean;
  joined: boolean;
  onJoin: () => void;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <StepLayout
      heading={t('wizard.outOfArea.heading', { place: place ?? t('wizard.outOfArea.yourArea') })}
      subheading={joined ? undefined : t('wizard.outOfArea.subheading')}
      onBack={onBack}
      {...(joined ? {} : { onContinue: onJoin })}
      continueLabel={t(joining ? 'wizard.outOfArea.joining' : 'wizard.outOfArea.join')}
      continueDisabled={joining}
      focusKey={joined ? 'joined' : 'offered'}
    >
      {joined ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-center font-medium text-green-800">
          <T id="wizard.outOfArea.joined" values={{ email }} />
        </p>
      ) : (
        <p className="text-center text-slate-800">
          <T id="wizard.outOfArea.details" values={{ email }} />
        </p>
      )}
      <button type="button" onClick={onBack} className={SECONDARY}>
        <T id="wizard.outOfArea.fix" />
      </button>
      {joined ? (
        <Link to="/" className={SECONDARY}>
          <T id="wizard.confirmation.home" />
        </Link>
      ) : null}
    </StepLayout>
  );
}
