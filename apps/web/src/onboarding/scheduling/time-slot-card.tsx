import { parseIsoDay } from '@pw/funnel';
import { BackArrowButton } from '../layout/back-arrow-button';
import { useIntl } from 'react-intl';
import { T, useT } from '../../shared/i18n';

export interface TimeSlotCardProps {
  now: Date;
  selectedDay: string | null;
  selectedSlot: string | null;
  /** The slot times shown. */
  slots: readonly string[];
  /** Those still bookable; the others show disabled. */
  openSlots: readonly string[];
  onSlotSelect: (slot: string) => void;
  /** Mobile: the full date as the card's title, with a back arrow to the dates. */
  onDateBack?: () => void;
}

/** 'Select Time Slot' with the month and year; slots full, passed or too soon are disabled. */
export function TimeSlotCard(props: TimeSlotCardProps) {
  const { now, selectedDay, selectedSlot, slots, openSlots, onSlotSelect, onDateBack } = props;
  const day = selectedDay ? parseIsoDay(selectedDay) : now;
  const t = useT();
  const intl = useIntl();
  return (
    <section aria-labelledby="time-card-title" className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex items-center gap-2">
        {onDateBack && <BackArrowButton label={t('scheduler.time.backToDates')} onClick={onDateBack} />}
        <div>
          <h2 id="time-card-title" className="text-lg font-semibold text-slate-900">
            <T id="scheduler.time.heading" />
          </h2>
          <p className="text-sm text-slate-600">
            {/* "Tuesday, December 2, 2026" / "martes, 2 de diciembre de 2026"; "December 2026" / "diciembre de 2026" */}
            {onDateBack && selectedDay
              ? intl.formatDate(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
              : intl.formatDate(day, { month: 'long', year: 'numeric' })}
          </p>
        </div>
      </div>
      <div role="group" aria-labelledby="time-card-title" className="mt-3 grid grid-cols-2 gap-2">
        {slots.map((slot) => {
          const taken = selectedDay !== null && !openSlots.includes(slot);
          return (
            <button
              key={slot}
              type="button"
              aria-pressed={selectedSlot === slot}
              disabled={taken}
              onClick={() => onSlotSelect(slot)}
              className="min-h-11 rounded-lg border-2 border-slate-300 px-3 py-2 font-medium text-slate-900 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:line-through disabled:opacity-60 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {slot}
            </button>
          );
        })}
      </div>
    </section>
  );
}
