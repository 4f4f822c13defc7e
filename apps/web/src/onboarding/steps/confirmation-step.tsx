import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { parseIsoDay, to24Hour, type StoredBooking } from '@pw/funnel';
import { BookingLinks } from '../../shared/booking-links';
import { T, useT } from '../../shared/i18n';
import { StepLayout } from '../layout/step-layout';

const PRIMARY =
  'min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * 'Tuesday, June 3, 2025 at 1:30 PM', 'martes, 3 de junio de 2025 a la 1:30 PM': the day in the page's
 * language; the time is the slot as the scheduler offered it (the owner's), its 12-hour hour choosing
 * Spanish's article as the e-mails do (decision 0321).
 */
export function useBookingLabel(): (booking: StoredBooking) => string {
  const intl = useIntl();
  const t = useT();
  return ({ day, slot }) =>
    t('wizard.confirmation.when', {
      day: intl.formatDate(parseIsoDay(day), {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
      hour: Number(to24Hour(slot).split(':')[0]) % 12 || 12,
      time: slot,
    });
}

/**
 * The end of the wizard. Says "booked" only when the server holds the slot; a booking that could only be
 * queued (server unreachable) is a request to be confirmed (decision 0130).
 */
export function ConfirmationStep({ booking }: { booking: StoredBooking | null }) {
  const t = useT();
  const bookingLabel = useBookingLabel();
  const requested = booking?.hold === 'requested';
  const assessment = booking?.kind === 'assessment';
  return (
    <StepLayout
      heading={t(
        requested
          ? 'wizard.confirmation.requested'
          : assessment
            ? 'wizard.confirmation.assessment'
            : 'wizard.confirmation.booked',
      )}
      subheading={t('wizard.confirmation.subheading')}
    >
      <p role="status" className="rounded-lg bg-green-50 p-4 text-center font-medium text-green-800">
        <T id="wizard.confirmation.submitted" />
      </p>
      {booking && !requested && (
        <p className="text-center text-slate-800">
          <T
            id="wizard.confirmation.bookedFor"
            values={{ kind: assessment ? 'assessment' : 'job', when: bookingLabel(booking) }}
          />
        </p>
      )}
      {assessment && (
        <p className="text-center text-slate-800">
          <T id="wizard.confirmation.onSite" />
        </p>
      )}
      {booking?.manageToken && <BookingLinks token={booking.manageToken} />}
      {booking && requested && (
        <p className="rounded-lg bg-amber-50 p-4 text-center text-amber-900">
          <T id="wizard.confirmation.queued" values={{ when: bookingLabel(booking) }} />
        </p>
      )}
      <Link to="/" className={PRIMARY}>
        <T id="wizard.confirmation.home" />
      </Link>
    </StepLayout>
  );
}

/** A returning prospect who booked in this browser: their booking, and the choice to start a new quote. */
export function BookedStep({ booking, onStartNew }: { booking: StoredBooking; onStartNew: () => void }) {
  const t = useT();
  const when = useBookingLabel()(booking);
  const requested = booking.hold === 'requested';
  return (
    <StepLayout
      heading={
        requested
          ? t('wizard.booked.request', { when })
          : t('wizard.booked.heading', { kind: booking.kind === 'assessment' ? 'assessment' : 'job', when })
      }
      subheading={t(requested ? 'wizard.confirmation.subheading' : 'wizard.booked.subheading')}
    >
      {booking.manageToken && <BookingLinks token={booking.manageToken} />}
      <button type="button" onClick={onStartNew} className={PRIMARY}>
        <T id="wizard.booked.startNew" />
      </button>
      <Link
        to="/"
        className="min-h-11 w-full rounded-lg border-2 border-brand-700 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <T id="wizard.confirmation.home" />
      </Link>
    </StepLayout>
  );
}
