import { useState } from 'react';
import { Link } from 'react-router-dom';
import { APPOINTMENT_KIND_TITLES, type BookedAppointment, type SlotMove } from '@pw/funnel';
import { RescheduleFields } from '../../shared/reschedule-fields';

const BUTTON =
  'min-h-11 rounded-lg border-2 border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700';

export interface AppointmentActions {
  onStatus: (a: BookedAppointment, status: 'confirmed' | 'done' | 'cancelled') => void;
  onMove: (a: BookedAppointment, move: SlotMove) => void;
}

/** One appointment: who, where, what, the price, a link to the lead and the owner's actions. */
export function AppointmentCard({ a, actions }: { a: BookedAppointment; actions: AppointmentActions }) {
  const [moving, setMoving] = useState(false);
  const [move, setMove] = useState<SlotMove>({ day: a.day, time: a.time });
  const label = `${a.name ?? a.email} at ${a.time}`;
  return (
    <article aria-label={label} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="font-semibold text-slate-900">
        {a.time} · {a.name ?? a.email}
      </p>
      <p className="text-slate-700">{a.address}</p>
      {a.kind === 'assessment' && (
        <p className="font-medium text-amber-900">{APPOINTMENT_KIND_TITLES.assessment}</p>
      )}
      <p className="text-slate-700">{a.services}</p>
      <p className="text-slate-700">
        {a.price !== null ? `$${a.price}` : ''} · <span>{a.status}</span>
      </p>
      <Link className="text-brand-700 underline" to={`/admin/leads/${encodeURIComponent(a.email)}`}>
        Lead: {a.email}
      </Link>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={BUTTON} onClick={() => actions.onStatus(a, 'confirmed')}>
          Confirm
        </button>
        <button type="button" className={BUTTON} onClick={() => actions.onStatus(a, 'done')}>
          Done
        </button>
        <button type="button" className={BUTTON} onClick={() => actions.onStatus(a, 'cancelled')}>
          Cancel
        </button>
        <button type="button" className={BUTTON} aria-expanded={moving} onClick={() => setMoving(!moving)}>
          Move
        </button>
      </div>
      {moving && (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            actions.onMove(a, move);
          }}
        >
          <RescheduleFields dayLabel="New day" value={move} onChange={setMove} />
          <button type="submit" className={`${BUTTON} self-start`}>
            Move appointment
          </button>
        </form>
      )}
    </article>
  );
}
