import { addMonths, startOfDay } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { bookedDays, isDaySelectable, isoDay, parseIsoDay } from '@pw/funnel';

export interface DateCardProps {
  now: Date;
  selectedDay: string | null;
  unavailableDays: readonly string[];
  onDateSelect: (day: string) => void;
}

/** 'Select Date': past, out-of-window and booked days are disabled; booked ones are also struck through. */
export function DateCard({ now, selectedDay, unavailableDays, onDateSelect }: DateCardProps) {
  const booked = [...bookedDays(now), ...unavailableDays].map(parseIsoDay);
  const today = startOfDay(now);
  return (
    <section aria-labelledby="date-card-title" className="rounded-xl border border-slate-200 p-4">
      <h2 id="date-card-title" className="text-lg font-semibold text-slate-900">
        Select Date
      </h2>
      <p className="text-sm text-slate-600">Grayed out dates are already booked</p>
      <div className="mt-2 flex justify-center overflow-x-auto">
        <DayPicker
          mode="single"
          today={today}
          defaultMonth={selectedDay ? parseIsoDay(selectedDay) : today}
          startMonth={today}
          endMonth={addMonths(today, 2)}
          selected={selectedDay ? parseIsoDay(selectedDay) : undefined}
          onSelect={(date) => date && onDateSelect(isoDay(date))}
          disabled={(date) => !isDaySelectable(isoDay(date), now, unavailableDays)}
          modifiers={{ booked }}
          modifiersClassNames={{ booked: 'line-through' }}
          style={
            {
              '--rdp-accent-color': '#0a528f',
              '--rdp-day-width': '40px',
              '--rdp-day-height': '40px',
              '--rdp-day_button-width': '38px',
              '--rdp-day_button-height': '38px',
            } as React.CSSProperties
          }
        />
      </div>
    </section>
  );
}
