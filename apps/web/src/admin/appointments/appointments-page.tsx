import { useEffect, useState } from 'react';
import {
  addDaysTo,
  dayLabel,
  weekdayOf,
  type AvailabilitySettings,
  type AvailabilityView,
  type BookedAppointment,
} from '@pw/funnel';
import { apiGet, apiSend, failureSentence } from '../../shared/data/api-client';
import { AdminPage } from '../admin-page';
import type { AppointmentActions } from './appointment-card';
import { AvailabilityEditor } from './availability-editor';
import { CrewsSection } from './crews-section';
import { WeekView } from './week-view';

const message = (err: unknown) => failureSentence(err, 'Something went wrong.');
const mondayOf = (day: string) => addDaysTo(day, -((weekdayOf(day) + 6) % 7));
const fetchWeek = (first: string) =>
  apiGet('/api/admin/appointments', { query: { from: first, to: addDaysTo(first, 6) } });

/** `/admin/appointments`: booked appointments by week, and the owner's availability. */
export default function AppointmentsPage() {
  const [view, setView] = useState<AvailabilityView | null>(null);
  const [week, setWeek] = useState<string | null>(null);
  /** The week the items were read for: until it matches `week`, the week is still loading. */
  const [loaded, setLoaded] = useState<{ week: string; items: BookedAppointment[] } | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  /** Bumped after a change, so the week is read again. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    apiGet('/api/admin/availability')
      .then((v) => {
        setView(v);
        setWeek(mondayOf(v.window.first));
      })
      .catch((err: unknown) => setNotice({ text: message(err), error: true }));
  }, []);

  useEffect(() => {
    if (!week) return;
    let live = true;
    fetchWeek(week).then(
      (res) => live && setLoaded({ week, items: res.items }),
      (err: unknown) => live && setNotice({ text: message(err), error: true }),
    );
    return () => {
      live = false;
    };
  }, [week, version]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice({ text: done, error: false });
      setVersion((v) => v + 1);
    } catch (err) {
      setNotice({ text: message(err), error: true });
    }
  };
  const actions: AppointmentActions = {
    onStatus: (a, status) =>
      void act(
        () =>
          apiSend('POST', '/api/admin/appointments/:id/status', {
            params: { id: String(a.id) },
            body: { status },
          }),
        `${a.name ?? a.email}: ${status}.`,
      ),
    onMove: (a, move) =>
      void act(
        () =>
          apiSend('POST', '/api/admin/appointments/:id/move', { params: { id: String(a.id) }, body: move }),
        `${a.name ?? a.email} moved to ${dayLabel(move.day)} at ${move.time}.`,
      ),
  };
  const save = async (settings: AvailabilitySettings) => {
    setSaving(true);
    try {
      const saved = await apiSend('PUT', '/api/admin/availability', { body: settings });
      setView(saved);
      const clashes = saved.bookingsOnBlockedDays ?? [];
      setNotice({
        text: clashes.length
          ? `Saved. These appointments are on blocked days; move or cancel them: ${clashes
              .map((a) => `${a.name ?? a.email} on ${dayLabel(a.day)} at ${a.time}`)
              .join('; ')}.`
          : 'Availability saved.',
        error: clashes.length > 0,
      });
    } catch (err) {
      setNotice({ text: message(err), error: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage
      title="Appointments"
      intro={view ? `Times are in the business's time zone (${view.timeZone}).` : undefined}
    >
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`mb-4 rounded p-3 ${notice.error ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900'}`}
        >
          {notice.text}
        </p>
      )}
      {week && (
        <section aria-labelledby="week-title" aria-busy={loaded?.week !== week} className="mb-8">
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h2 id="week-title" className="text-xl font-semibold">
              Week of {dayLabel(week)}
            </h2>
            <button
              type="button"
              className="min-h-11 rounded border px-3"
              onClick={() => setWeek(addDaysTo(week, -7))}
            >
              Previous week
            </button>
            <button
              type="button"
              className="min-h-11 rounded border px-3"
              onClick={() => setWeek(addDaysTo(week, 7))}
            >
              Next week
            </button>
          </div>
          <WeekView firstDay={week} items={loaded?.week === week ? loaded.items : null} actions={actions} />
        </section>
      )}
      {view && (
        <section aria-labelledby="availability-title">
          <h2 id="availability-title" className="mb-2 text-xl font-semibold">
            Availability
          </h2>
          <p className="mb-2 text-sm text-slate-700">
            {view.emailEnabled
              ? 'Booking e-mails are on.'
              : 'E-mail is off: this site has no outgoing mail set up yet, so no booking e-mails are sent. Whoever runs your server can set it up.'}
          </p>
          {view.isDefault && view.demoBlockedDays.length > 0 && (
            <p className="mb-2 text-sm text-slate-700">
              Until you save your own availability, these demo days show as booked:{' '}
              {view.demoBlockedDays.map(dayLabel).join('; ')}.
            </p>
          )}
          <AvailabilityEditor
            key={JSON.stringify(view.settings)}
            settings={view.settings}
            saving={saving}
            onSave={(s) => void save(s)}
          />
        </section>
      )}
      {view && <CrewsSection />}
    </AdminPage>
  );
}
