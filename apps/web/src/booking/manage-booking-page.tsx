import { useEffect, useState } from 'react';
import { bookingWindow, dayLabel, isDaySelectable, openSlotsOn, type Availability } from '@pw/funnel';
import { fetchAvailability } from '../shared/data/fetch-availability';
import { icsUrl } from '../shared/booking-links';

interface Booking {
  appointment: { day: string; time: string; label: string; status: string } | null;
  name: string;
  address: string;
  services: string;
  canChange: boolean;
}

const BUTTON =
  'min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

async function call<T>(path: string, body?: object): Promise<T> {
  const res = await fetch(`/api/bookings/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(answer.message ?? `The server answered ${res.status}.`);
  return answer;
}

/**
 * `/manage-booking#<token>`: the prospect's private page for their booking (decision 0132): see it, add
 * it to a calendar, move it to another open time or cancel it, up to the minimum notice.
 */
export function ManageBookingPage() {
  const token = typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1));
  const [booking, setBooking] = useState<Booking | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    call<Booking>(encodeURIComponent(token)).then(
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
    day && rules && isDaySelectable(day, now, rules, availability?.unavailableDays)
      ? openSlotsOn(day, now, rules, availability?.takenSlots[day] ?? [])
      : [];
  const act = async (path: string, body: object, done: string) => {
    try {
      await call(path, body);
      setMessage({ text: done, error: false });
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
      {booking && !booking.appointment && <p>You have no appointment booked.</p>}
      {booking?.appointment && (
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
                className="flex flex-wrap items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  void act(
                    `${encodeURIComponent(token)}/reschedule`,
                    { day, time },
                    'Your appointment was moved.',
                  );
                }}
              >
                <label className="flex flex-col">
                  New date
                  <input
                    type="date"
                    className="rounded border p-2"
                    value={day}
                    min={bookable?.first}
                    max={bookable?.last}
                    aria-describedby={day && rules && open.length === 0 ? 'no-times' : undefined}
                    onChange={(e) => {
                      setDay(e.target.value);
                      setTime('');
                    }}
                  />
                </label>
                <label className="flex flex-col">
                  New time
                  <select
                    className="rounded border p-2"
                    value={time}
                    onChange={(e) => setTime(e.target.value)}
                  >
                    <option value="">Choose a time</option>
                    {open.map((slot) => (
                      <option key={slot}>{slot}</option>
                    ))}
                  </select>
                </label>
                <button type="submit" className={BUTTON} disabled={!day || !time}>
                  Reschedule
                </button>
                {day && rules && open.length === 0 && (
                  <p id="no-times" className="w-full text-amber-900">
                    No open times on {dayLabel(day)}. Please choose another day.
                  </p>
                )}
              </form>
              <button
                type="button"
                className={`${BUTTON} self-start`}
                onClick={() =>
                  void act(`${encodeURIComponent(token)}/cancel`, {}, 'Your appointment was cancelled.')
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
