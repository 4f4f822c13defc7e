import { Link } from 'react-router-dom';
import { StepLayout } from '../layout/step-layout';

export function ConfirmationStep() {
  return (
    <StepLayout
      heading="Thanks for booking with us!"
      subheading="We'll contact you shortly to confirm your appointment"
    >
      <p className="rounded-lg bg-green-50 p-4 text-center font-medium text-green-800">
        Your booking request has been submitted successfully!
      </p>
      <Link
        to="/"
        className="min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Back to Home
      </Link>
    </StepLayout>
  );
}
