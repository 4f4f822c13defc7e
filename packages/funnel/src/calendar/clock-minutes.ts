import { to24Hour } from './calendar.js';

/** Minutes since a day's midnight on the wall clock: '1:30 PM' → 810. Throws on a text that is no time. */
export function minuteOfDay(label: string): number {
  const [hh, mm] = to24Hour(label).split(':').map(Number) as [number, number];
  return hh * 60 + mm;
}

/** 810 → '1:30 PM': the slot text a prospect reads (`SlotLabelSchema`). */
export function clockLabel(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const mm = String(minute % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}
