import { Link } from 'react-router-dom';
import { dayLabel, type StoredBooking } from '@pw/funnel';
import { BookingLinks } from '../../shared/booking-links';
import { StepLayout } from '../layout/step-layout';

const PRIMARY =
  'min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** 'Tuesday, June 3, 2025 at 1:30 PM' */
export const bookingLabel = (booking: StoredBooking) => `${dayLabel(booking.day)} at ${booking.slot}`;

/**
 * The end of the wizard. Says "booked" only when the server holds the slot; a booking that could only be
 * queued (server unreachable) is a request to be confirmed (decision 0130).
 */
export function ConfirmationStep({ booking }: { booking: StoredBooking | null }) {
  const requested = booking?.hold === 'requested';
  const assessment = booking?.kind === 'assessment';
  return (
    <StepLayout
      heading={
        requested
          ? 'Thanks for your request!'
          : assessment
            ? 'Thanks for booking your free on-site assessment!'
            : 'Thanks for booking with us!'
      }
      subheading="We'll contact you shortly to confirm your appointment"
    >
      <p role="status" className="rounded-lg bg-green-50 p-4 text-center font-medium text-green-800">
        Your booking request has been submitted successfully!
      </p>
      {booking && !requested && (
        <p className="text-center text-slate-800">
          {assessment ? 'Your free on-site assessment is booked' : "You're booked"} for{' '}
          {bookingLabel(booking)}.
        </p>
      )}
      {assessment && (
        <p className="text-center text-slate-800">
          We&apos;ll look at the job with you and give you an exact price on the spot.
        </p>
      )}
      {booking?.manageToken && <BookingLinks token={booking.manageToken} />}
      {booking && requested && (
        <p className="rounded-lg bg-amber-50 p-4 text-center text-amber-900">
          We couldn&apos;t reach our booking system, so {bookingLabel(booking)} is a request, not a booked
          slot yet. We&apos;ll confirm it with you.
        </p>
      )}
      <Link to="/" className={PRIMARY}>
        Back to Home
      </Link>
    </StepLayout>
  );
}

/** A returning prospect who booked in this browser: their booking, and the choice to start a new quote. */
export function BookedStep({ booking, onStartNew }: { booking: StoredBooking; onStartNew: () => void }) {
  const requested = booking.hold === 'requested';
  return (
    <StepLayout
      heading={
        requested
          ? `Your request for ${bookingLabel(booking)}`
          : `${booking.kind === 'assessment' ? 'Your free on-site assessment is booked' : "You're booked"} for ${bookingLabel(booking)}`
      }
      subheading={
        requested
          ? "We'll contact you shortly to confirm your appointment"
          : 'We look forward to seeing you. Need something else?'
      }
    >
      {booking.manageToken && <BookingLinks token={booking.manageToken} />}
      <button type="button" onClick={onStartNew} className={PRIMARY}>
        Start a new quote
      </button>
      <Link
        to="/"
        className="min-h-11 w-full rounded-lg border-2 border-brand-700 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Back to Home
      </Link>
    </StepLayout>
  );
}
