import { Link } from 'react-router-dom';

const SECONDARY =
  'min-h-11 w-full rounded-lg border-2 border-brand-700 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The .ics of a booking, served to the token holder. */
export const icsUrl = (token: string) => `/api/bookings/${encodeURIComponent(token)}/ics`;

/**
 * The manage page. The token rides in the fragment, which browsers never send to a server, so it stays
 * out of access logs and Referer headers.
 */
export const manageUrl = (token: string) => `/manage-booking#${token}`;

/** 'Add to calendar' and 'Manage your booking' for a held booking. */
export function BookingLinks({ token }: { token: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <a href={icsUrl(token)} download="appointment.ics" className={SECONDARY}>
        Add to calendar
      </a>
      <Link to={manageUrl(token)} className={SECONDARY}>
        Manage your booking
      </Link>
    </div>
  );
}
