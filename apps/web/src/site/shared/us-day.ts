/** A day (yyyy-MM-dd) as the site writes dates, after the spec: 4/30/2027. */
export function usDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${Number(month)}/${Number(day)}/${year}`;
}
