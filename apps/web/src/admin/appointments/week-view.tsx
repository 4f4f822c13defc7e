import { addDaysTo, dayLabel } from '@pw/funnel';
import { AppointmentCard, type AppointmentActions } from './appointment-card';
import type { BookedAppointment } from '@pw/funnel';

/**
 * Booked appointments of one week by day: seven columns on a desktop, a list of the days that have
 * appointments on a phone (empty days are hidden there). `items` is null while the week is loading, so an
 * owner never reads "No appointments" for a week that has not arrived yet.
 */
export function WeekView(props: {
  firstDay: string;
  items: readonly BookedAppointment[] | null;
  actions: AppointmentActions;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDaysTo(props.firstDay, i));
  return (
    <div className="grid gap-3 md:grid-cols-7">
      {days.map((day) => {
        const booked = props.items?.filter((a) => a.day === day) ?? [];
        return (
          <section
            key={day}
            aria-label={dayLabel(day)}
            className={`rounded-lg bg-slate-50 p-2 ${booked.length ? '' : 'hidden md:block'}`}
          >
            <h3 className="text-sm font-semibold text-slate-900">{dayLabel(day)}</h3>
            {booked.length === 0 ? (
              <p className="text-xs text-slate-600">{props.items ? 'No appointments' : 'Loading…'}</p>
            ) : null}
            <div className="mt-2 flex flex-col gap-2">
              {booked.map((a) => (
                <AppointmentCard key={a.id} a={a} actions={props.actions} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
