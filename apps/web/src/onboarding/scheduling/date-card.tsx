import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
// The date picker's stylesheet comes with the calendar's chunk, not in the one every page inlines (decision 0294).
import dayPickerCss from 'react-day-picker/style.css?inline';
import {
  bookingWindow,
  firstSelectableDay,
  isoDay,
  parseIsoDay,
  selectableDayTest,
  type ScheduleRules,
} from '@pw/funnel';
import { usePaintedOnce } from './use-painted-once';
import { es } from 'react-day-picker/locale/es';
import type { Language } from '@pw/funnel';
import { T, useLanguage } from '../../shared/i18n';

/** DayPicker's locale per language: English is its default. */
const DAY_PICKER_LOCALES: Record<Language, typeof es | undefined> = { en: undefined, es };

export interface DateCardProps {
  now: Date;
  rules: ScheduleRules;
  selectedDay: string | null;
  unavailableDays: readonly string[];
  onDateSelect: (day: string) => void;
}

/** Day cells shrink on narrow phones so the month fits in 320 px (never below the 24 px target size). */
const DAY_SIZE = {
  '--rdp-accent-color': '#0a528f',
  '--rdp-day-width': 'min(40px, calc((100vw - 96px) / 7))',
  '--rdp-day-height': 'min(40px, calc((100vw - 96px) / 7))',
  '--rdp-day_button-width': 'min(38px, calc((100vw - 110px) / 7))',
  '--rdp-day_button-height': 'min(38px, calc((100vw - 110px) / 7))',
} as CSSProperties;

/**
 * 'Select Date': past, out-of-window, closed and booked days are disabled; booked ones are also struck
 * through. Today and the window are the business's (its time zone), drawn as calendar cells here.
 * The month grid renders right after the card's first frame is painted: a tap on Schedule Now paints
 * the step at once, and the grid's 42 cells follow in a task of their own (decision 0181).
 */
export function DateCard({ now, rules, selectedDay, unavailableDays, onDateSelect }: DateCardProps) {
  const painted = usePaintedOnce();
  const language = useLanguage();
  const booked = unavailableDays.map(parseIsoDay);
  const bookable = bookingWindow(now, rules);
  const today = parseIsoDay(bookable.first);
  // Built once per render: DayPicker asks about every cell (and more for keyboard focus).
  const selectable = selectableDayTest(now, rules, unavailableDays);
  // Open on the month of the first pickable day: late on the 30th, that is next month. It follows the
  // server's answer when it arrives after the calendar showed (the last open day of the month may be
  // full), until the person moves to another month themselves.
  const opening = selectedDay ?? firstSelectableDay(now, rules, unavailableDays);
  const [chosenMonth, setChosenMonth] = useState<Date | null>(null);
  const month = chosenMonth ?? (opening ? parseIsoDay(opening) : today);
  return (
    <section aria-labelledby="date-card-title" className="rounded-xl border border-slate-200 p-3 sm:p-4">
      {/* React puts it in the document's head once, however many calendars render. */}
      <style href="react-day-picker" precedence="default">
        {dayPickerCss}
      </style>
      <h2 id="date-card-title" className="text-lg font-semibold text-slate-900">
        <T id="scheduler.date.heading" />
      </h2>
      <p className="text-sm text-slate-600">
        <T id="scheduler.date.booked" />
      </p>
      <div className="mt-2 flex justify-center overflow-x-auto">
        {painted ? (
          <DayPicker
            mode="single"
            // Weekday and month names, and the cells' labels ("Hoy, martes, 2 de diciembre de 2026").
            locale={DAY_PICKER_LOCALES[language]}
            required
            today={today}
            month={month}
            onMonthChange={setChosenMonth}
            startMonth={today}
            endMonth={parseIsoDay(bookable.last)}
            selected={selectedDay ? parseIsoDay(selectedDay) : undefined}
            onSelect={(date) => date && onDateSelect(isoDay(date))}
            disabled={(date) => !selectable(isoDay(date))}
            modifiers={{ booked }}
            modifiersClassNames={{ booked: 'line-through' }}
            style={DAY_SIZE}
          />
        ) : (
          // Holds the month's height until it renders, so the buttons below do not jump.
          <div style={{ ...DAY_SIZE, height: 'calc(7 * var(--rdp-day-height) + 44px)' }} />
        )}
      </div>
    </section>
  );
}
