/**
 * An appointment's day and time as a prospect's message says them, in the lead's language (issue 41,
 * decision 0321): "Tuesday, December 2, 2025 at 8:30 AM", "martes, 2 de diciembre de 2025 a las 8:30 a.m.",
 * in the business's time zone whatever the server's, through the translator's FormatJS (`en-US`, `es-US`).
 */
import { translator } from '../i18n/translate.js';
import type { Language } from '../i18n/language.js';
import type { ScheduleRules } from './availability-rules.js';
import { slotStart, to24Hour, type IsoDay } from './calendar.js';

/** The day alone: "Tuesday, December 2, 2025", "martes, 2 de diciembre de 2025". */
export function appointmentDay(
  language: Language,
  day: IsoDay,
  slot: string,
  rules: Pick<ScheduleRules, 'timeZone'>,
): string {
  return translator(language).intl.formatDate(slotStart(day, slot, rules), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: rules.timeZone,
  });
}

/** The day and the time: `mail.when` of the catalog. */
export function appointmentWhen(
  language: Language,
  day: IsoDay,
  slot: string,
  rules: Pick<ScheduleRules, 'timeZone'>,
): string {
  const tr = translator(language);
  const { intl } = tr;
  const start = slotStart(day, slot, rules);
  const time = intl.formatTime(start, { hour: 'numeric', minute: '2-digit', timeZone: rules.timeZone });
  // The 12-hour clock's hour, which Spanish's article follows ("a la 1:30 p.m.", "a las 2:00 p.m.").
  const hour = Number(to24Hour(slot).split(':')[0]) % 12 || 12;
  return tr.t('mail.when', { day: appointmentDay(language, day, slot, rules), hour, time });
}
