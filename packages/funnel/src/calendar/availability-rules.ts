import { z } from 'zod';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import type { AvailabilitySettings } from './availability-settings.schema.js';

/** Weekday names, Sunday first (the index `Date#getUTCDay` gives). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Everything the calendar rules need: the settings, the business's zone, and the demo blocked days. */
export interface AvailabilityRules extends AvailabilitySettings {
  readonly timeZone: string;
  /** Offsets from today blocked on a fresh install (the spec's demo days), none once the owner saved. */
  readonly demoBlockedOffsets: readonly number[];
}

/** The part of the rules a prospect's browser needs (no blocked reasons, no capacity). */
export const ScheduleRulesSchema = z.object({
  timeZone: z.string().min(1),
  weeklySlots: z.array(z.array(z.string())).length(7),
  monthsAhead: z.int().min(1),
  minNoticeMinutes: z.int().min(0),
});
export type ScheduleRules = z.infer<typeof ScheduleRulesSchema>;

/** The settings a fresh install starts with: the spec's weekday and weekend slots, nothing blocked. */
export function defaultAvailabilitySettings(config: FunnelConfig = defaultConfig): AvailabilitySettings {
  const { weekday, weekend } = config.timeSlots;
  return {
    weeklySlots: [weekend, weekday, weekday, weekday, weekday, weekday, weekend].map((s) => [...s]),
    blocked: [],
    capacity: config.calendar.capacity,
    monthsAhead: config.calendar.monthsAhead,
    minNoticeMinutes: config.calendar.minNoticeMinutes,
  };
}

/**
 * The rules in force: the owner's saved settings, or (none saved yet) the defaults with the spec's demo
 * blocked offsets.
 */
export function availabilityRules(
  saved: AvailabilitySettings | undefined,
  config: FunnelConfig = defaultConfig,
): AvailabilityRules {
  return saved
    ? { ...saved, timeZone: config.calendar.timeZone, demoBlockedOffsets: [] }
    : {
        ...defaultAvailabilitySettings(config),
        timeZone: config.calendar.timeZone,
        demoBlockedOffsets: config.calendar.bookedOffsets,
      };
}

/** The browser's share of the rules. */
export function scheduleRulesOf(rules: ScheduleRules): ScheduleRules {
  const { timeZone, weeklySlots, monthsAhead, minNoticeMinutes } = rules;
  return { timeZone, weeklySlots, monthsAhead, minNoticeMinutes };
}

/** Is this an IANA time zone the runtime knows ('America/New_York')? */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
