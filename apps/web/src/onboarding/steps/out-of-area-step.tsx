import { Link } from 'react-router-dom';
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
  /** What is not served, e.g. 'Orlando (32801)'. */
  place: string;
  email: string;
  joining: boolean;
  joined: boolean;
  onJoin: () => void;
  onBack: () => void;
}) {
  return (
    <StepLayout
      heading={`We don't serve ${place} yet`}
      subheading={
        joined
          ? undefined
          : "We're growing. Leave your details for when we come to your area, and we'll let you know first."
      }
      onBack={onBack}
      {...(joined ? {} : { onContinue: onJoin })}
      continueLabel={joining ? 'Joining…' : 'Join the waitlist'}
      continueDisabled={joining}
      focusKey={joined ? 'joined' : 'offered'}
    >
      {joined ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-center font-medium text-green-800">
          You&apos;re on the waitlist! We&apos;ll write to {email} when we come to your area.
        </p>
      ) : (
        <p className="text-center text-slate-800">We&apos;ll use the contact details you gave us: {email}.</p>
      )}
      <button type="button" onClick={onBack} className={SECONDARY}>
        Fix my address
      </button>
      {joined ? (
        <Link to="/" className={SECONDARY}>
          Back to Home
        </Link>
      ) : null}
    </StepLayout>
  );
}
