import { useEffect, useState } from 'react';
import {
  bookingWindow,
  DEFAULT_PRICE_BOOK,
  isDaySelectable,
  openSlotsOn,
  servicesTextIn,
  type Availability,
  type ManagedBooking,
  type PriceBook,
  type SlotMove,
} from '@pw/funnel';
import { apiGet } from '../shared/data/api-client';
import { bookingsClient } from '../shared/data/bookings-client';
import { fetchAvailability } from '../shared/data/fetch-availability';
import { icsUrl } from '../shared/booking-links';
import { RescheduleFields } from '../shared/reschedule-fields';
import { T, useLanguage, useT } from '../shared/i18n';
import { usePageMeta } from '../shared/page-meta';
import { useAppointmentWords } from '../shared/appointment-words';
import { manageProblem } from './manage-problem';

const BUTTON =
  'min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/**
 * `/manage-booking#<token>`: the prospect's private page for their booking (decision 0132): see it, add
 * it to a calendar, move it to another open time or cancel it, up to the minimum notice. A Spanish lead's
 * e-mails link to `/es/manage-booking` (decision 0321), where it says all of it in Spanish.
 */
export function ManageBookingPage() {
  usePageMeta('manage');
  const t = useT();
  const language = useLanguage();
  const words = useAppointmentWords();
  const token = typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1));
  const [booking, setBooking] = useState<ManagedBooking | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [move, setMove] = useState<SlotMove>({ day: '', time: '' });
  const [version, setVersion] = useState(0);
  // The services as the book in force names them on a Spanish page (decision 0329); the default's until read.
  const [book, setBook] = useState<PriceBook>(DEFAULT_PRICE_BOOK);
  useEffect(() => {
    if (language === 'en') return;
    const abort = new AbortController();
    apiGet('/api/price-book', { signal: abort.signal }).then(
      (answer) => setBook(answer.book),
      () => {},
    );
    return () => abort.abort();
  }, [language]);

  useEffect(() => {
    let live = true;
    bookingsClient.read(token).then(
      (b) => live && setBooking(b),
      (err: unknown) => live && setMessage({ text: manageProblem(err, language, t, undefined), error: true }),
    );
    // The whole booking window as the server reckons it in the business's time zone, not this browser's.
    fetchAvailability().then(
      (a) => live && setAvailability(a),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [token, version, language, t]);

  const rules = availability?.rules;
  const now = new Date();
  const bookable = rules ? bookingWindow(now, rules) : null;
  // A day the owner blocked or that is fully booked offers no times, as in the wizard's calendar.
  const open =
    move.day && rules && isDaySelectable(move.day, now, rules, availability?.unavailableDays)
      ? openSlotsOn(move.day, now, rules, availability?.takenSlots[move.day] ?? [])
      : [];
  const act = async (change: () => Promise<unknown>, done: string, tried?: SlotMove) => {
    try {
      await change();
      setMessage({ text: done, error: false });
      setMove({ day: '', time: '' });
      setVersion((v) => v + 1);
    } catch (err) {
      const when = tried && (() => words.when(tried.day, tried.time));
      setMessage({ text: manageProblem(err, language, t, when), error: true });
    }
  };
  const appointment = booking?.appointment;
  const when = appointment ? words.when(appointment.day, appointment.time) : '';

  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <T id="manage.heading" />
      </h1>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-amber-900' : 'text-green-800'}
        >
          {message.text}
        </p>
      )}
      {booking?.state === 'cancelled' && (
        <p>
          <T id="manage.cancelled" />
        </p>
      )}
      {booking?.state === 'past' && appointment && (
        <p>
          <T id="manage.past" values={{ when }} />
        </p>
      )}
      {booking?.state === 'upcoming' && appointment && (
        <>
          <p className="text-lg">
            {booking.name ? (
              <T id="manage.bookedNamed" values={{ name: booking.name, when }} />
            ) : (
              <T id="manage.booked" values={{ when }} />
            )}
          </p>
          <p>{booking.address}</p>
          <p>{servicesTextIn(book, booking.services, language)}</p>
          <a className="text-brand-700 underline" href={icsUrl(token)} download="appointment.ics">
            <T id="manage.addToCalendar" />
          </a>
          {booking.canChange ? (
            <>
              <form
                className="flex flex-col gap-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  void act(() => bookingsClient.reschedule(token, move), t('manage.moved'), move);
                }}
              >
                <RescheduleFields
                  dayLabel={t('manage.newDate')}
                  value={move}
                  onChange={setMove}
                  slots={open}
                  window={bookable}
                  dayProblem={
                    move.day && rules && open.length === 0
                      ? t('manage.noOpenTimes', { day: words.day(move.day) })
                      : undefined
                  }
                />
                <button type="submit" className={`${BUTTON} self-start`} disabled={!move.day || !move.time}>
                  <T id="manage.reschedule" />
                </button>
              </form>
              <button
                type="button"
                className={`${BUTTON} self-start`}
                onClick={() => void act(() => bookingsClient.cancel(token), t('manage.cancelledNow'))}
              >
                <T id="manage.cancel" />
              </button>
            </>
          ) : (
            <p>
              <T id="manage.tooLate" />
            </p>
          )}
        </>
      )}
    </main>
  );
}
