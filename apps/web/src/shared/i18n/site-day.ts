import { LOCALES, type Language } from '@pw/funnel/language';

/**
 * A day (yyyy-MM-dd) as the page's language writes it: English as the spec does (4/30/2027), Spanish in
 * words ("30 de abril de 2027"), read as a calendar day (no time zone moves it).
 */
export function siteDay(isoDay: string, language: Language): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  if (language === 'en') return `${month}/${day}/${year}`;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}
