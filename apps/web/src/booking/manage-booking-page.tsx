import { useEffect, useState } from 'react';
import {
  bookingWindow,
  dayLabel,
  isDaySelectable,
  openSlotsOn,
  type Availability,
  type ManagedBooking,
  type SlotMove,
} from '@pw/funnel';
import { bookingsClient } from '../shared/data/bookings-client';
import { fetchAvailability } from '../shared/data/fetch-availability';
import { icsUrl } from '../shared/booking-links';
import { RescheduleFields } from '../shared/reschedule-fields';

const BUTTON =
  'min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/**
 * `/manage-booking#<token>`: the prospect's private page for their booking (decision 0132): see it, add
 * it to a calendar, move it to another open time or cancel it, up to the minimum notice.
 */
export function ManageBookingPage() {
  const token = typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1));
  const [booking, setBooking] = useState<ManagedBooking | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [move, setMove] = useState<SlotMove>({ day: '', time: '' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    bookingsClient.read(token).then(
      (b) => live && setBooking(b),
      (err: Error) => live && setMessage({ text: err.message, error: true }),
    );
    // The whole booking window as the server reckons it in the business's time zone, not this browser's.
    fetchAvailability().then(
      (a) => live && setAvailability(a),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [token, version]);

  const rules = availability?.rules;
  const now = new Date();
  const bookable = rules ? bookingWindow(now, rules) : null;
  // A day the owner blocked or that is fully booked offers no times, as in the wizard's calendar.
  const open =
    move.day && rules && isDaySelectable(move.day, now, rules, availability?.unavailableDays)
      ? openSlotsOn(move.day, now, rules, availability?.takenSlots[move.day] ?? [])
      : [];
  const act = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      setMessage({ text: done, error: false });
      setMove({ day: '', time: '' });
      setVersion((v) => v + 1);
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };

  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold text-slate-900">Your booking</h1>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-amber-900' : 'text-green-800'}
        >
          {message.text}
        </p>
      )}
      {booking?.state === 'cancelled' && <p>This appointment was cancelled.</p>}
      {booking?.state === 'past' && booking.appointment && (
        <p>Your appointment on {booking.appointment.label} has passed.</p>
      )}
      {booking?.state === 'upcoming' && booking.appointment && (
        <>
          <p className="text-lg">
            {booking.name ? `${booking.name}, you're` : "You're"} booked for {booking.appointment.label}.
          </p>
          <p>{booking.address}</p>
          <p>{booking.services}</p>
          <a className="text-brand-700 underline" href={icsUrl(token)} download="appointment.ics">
            Add to calendar
          </a>
          {booking.canChange ? (
            <>
              <form
                className="flex flex-col gap-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  void act(() => bookingsClient.reschedule(token, move), 'Your appointment was moved.');
                }}
              >
                <RescheduleFields
                  dayLabel="New date"
                  value={move}
                  onChange={setMove}
                  slots={open}
                  window={bookable}
                  dayProblem={
                    move.day && rules && open.length === 0
                      ? `No open times on ${dayLabel(move.day)}. Please choose another day.`
                      : undefined
                  }
                />
                <button type="submit" className={`${BUTTON} self-start`} disabled={!move.day || !move.time}>
                  Reschedule
                </button>
              </form>
              <button
                type="button"
                className={`${BUTTON} self-start`}
                onClick={() =>
                  void act(() => bookingsClient.cancel(token), 'Your appointment was cancelled.')
                }
              >
                Cancel appointment
              </button>
            </>
          ) : (
            <p>It is too close to your appointment to change it online. Please call us.</p>
          )}
        </>
      )}
    </main>
  );
}
