import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dayLabel, to24Hour } from '@pw/funnel';
import { useLanguage, useT } from './i18n';

/**
 * An appointment's day and time as the page's language writes them (issue 41): English as the spec does
 * ("Tuesday, December 2, 2025 at 8:30 AM", the slot as the owner wrote it), Spanish in words and its own
 * clock ("martes, 2 de diciembre de 2025 a las 8:30 a.m."), as the server's Spanish e-mails (decision 0321).
 * A day is a calendar day: no time zone moves it.
 */
export function useAppointmentWords() {
  const intl = useIntl();
  const language = useLanguage();
  const t = useT();
  const day = useCallback(
    (iso: string) =>
      language === 'en'
        ? dayLabel(iso)
        : intl.formatDate(Date.parse(`${iso}T00:00:00Z`), {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          }),
    [intl, language],
  );
  const time = useCallback(
    (slot: string) => {
      const [hh = 0, mm = 0] = to24Hour(slot).split(':').map(Number);
      return language === 'en'
        ? slot
        : intl.formatTime(Date.UTC(2000, 0, 1, hh, mm), {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: 'UTC',
          });
    },
    [intl, language],
  );
  const when = useCallback(
    (iso: string, slot: string) => {
      // The 12-hour clock's hour, which Spanish's article follows ("a la 1:30 p.m.", "a las 2:00 p.m.").
      const hour = Number(to24Hour(slot).split(':')[0]) % 12 || 12;
      return t('manage.when', { day: day(iso), hour, time: time(slot) });
    },
    [day, t, time],
  );
  return { day, time, when };
}
