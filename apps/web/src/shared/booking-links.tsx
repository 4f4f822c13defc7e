import { manageBookingPath } from '@pw/funnel';
import { Link } from 'react-router-dom';
import { apiUrl } from './data/api-client';
import { T } from './i18n';

const SECONDARY =
  'min-h-11 w-full rounded-lg border-2 border-brand-700 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The .ics of a booking, served to the token holder. */
export const icsUrl = (token: string) => apiUrl('/api/bookings/:token/ics', { params: { token } });

/** The manage page (the token in the fragment; the path is @pw/funnel's, shared with the e-mail). */
export const manageUrl = manageBookingPath;

/** 'Add to calendar' and 'Manage your booking' for a held booking. */
export function BookingLinks({ token }: { token: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <a href={icsUrl(token)} download="appointment.ics" className={SECONDARY}>
        <T id="manage.addToCalendar" />
      </a>
      <Link to={manageUrl(token)} className={SECONDARY}>
        <T id="manage.manageLink" />
      </Link>
    </div>
  );
}
