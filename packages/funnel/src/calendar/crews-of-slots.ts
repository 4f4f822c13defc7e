import type { AvailabilitySettings } from './availability-settings.schema.js';
import { clockLabel, minuteOfDay } from './clock-minutes.js';
import type { CrewSettings } from './crew-hours.schema.js';

/** A weekday's day ends this long after its last slot when it has a single slot (no spacing to go by). */
export const LONE_SLOT_MINUTES = 120;
/** The latest a working day may end: 11:59 PM, the last time a slot text can name (so a slot then cannot be kept). */
const LAST_END = 23 * 60 + 59;

/**
 * The crews and hours the owner's weekly slots meant (issue 42, decision 0330), so settings saved before
 * crews keep working: each weekday's slots become exactly its allowed starts, the jobs per slot become
 * the crews, and the working day runs from the first slot to one slot's spacing (the shortest gap between
 * two of its slots) after the last; a weekday without slots is a day off.
 *
 * @example crewsOfSlots({ weeklySlots: [[], ['8:30 AM', '11:00 AM', '1:30 PM', '4:00 PM'], …], capacity: 1 })
 * // Monday 8:30 AM to 6:30 PM, starting at those four times, one crew
 */
export function crewsOfSlots(settings: Pick<AvailabilitySettings, 'weeklySlots' | 'capacity'>): CrewSettings {
  const hours = settings.weeklySlots.map((slots) => {
    const minutes = [...new Set(slots.map(minuteOfDay))].sort((a, b) => a - b);
    const first = minutes[0];
    const last = minutes.at(-1);
    if (first === undefined || last === undefined) return null;
    const gaps = minutes.slice(1).map((m, i) => m - minutes[i]!);
    const spacing = gaps.length > 0 ? Math.min(...gaps) : LONE_SLOT_MINUTES;
    return { start: clockLabel(first), end: clockLabel(Math.min(LAST_END, last + spacing)) };
  });
  return {
    crews: settings.capacity,
    hours,
    allowedStarts: settings.weeklySlots.map((slots) => [...slots]),
  };
}
