import { z } from 'zod';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import { dayRangeIssue, IsoDaySchema } from './day.schema.js';

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

/**
 * The one rule for a slot time, as the prospect sees it: '8:30 AM' (hours 1-12, minutes 00-59, no leading
 * zero). The owner's weekly slots, a booking capture's `appointmentTime` and a move's `time` all use it,
 * so every time that reaches `to24Hour` or `slotStart` parses.
 */
export const SlotLabelSchema = z
  .string()
  .trim()
  .regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, "must be a time such as '8:30 AM'");

/** The longest blocked range the owner may save, in days counting both ends: a year, leap day included. */
export const MAX_BLOCKED_DAYS = 366;

const reason = z.string().trim().max(200).default('');

/**
 * A blocked day or range of days (holiday, rain day), with the owner's reason: days in the years every
 * day on the wire keeps to ({@link IsoDaySchema}), at most {@link MAX_BLOCKED_DAYS} of them. A longer
 * closure is two ranges. Unbounded, a range over ten years (past `MAX_DAYS_BETWEEN`) was saved and then
 * failed the save's answer, which listed its every day, with a 500.
 */
export const BlockedRangeSchema = z
  .strictObject({ from: IsoDaySchema, to: IsoDaySchema, reason })
  .superRefine(
    (range, ctx) => {
      const issue = dayRangeIssue(range, MAX_BLOCKED_DAYS);
      if (issue) ctx.addIssue({ code: 'custom', path: ['to'], message: issue });
    },
    // A day already refused (out of the years) is the one thing to say, not a span as well.
    { when: (payload) => payload.issues.length === 0 },
  );
export type BlockedRange = z.infer<typeof BlockedRangeSchema>;

/**
 * A blocked range as it may have been saved before ranges were bounded: any real days, in order. Only
 * for reading the stored settings, so an owner's longer ranges still block their days (every reader
 * clips them to the days it asks about) instead of the whole settings falling back to the defaults.
 */
const SavedBlockedRangeSchema = z
  .strictObject({ from: z.iso.date(), to: z.iso.date(), reason })
  .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['to'] });

/** The availability settings with `blocked` ranges of the given schema (see the two uses below). */
const settingsSchema = (blockedRange: z.ZodType<BlockedRange, unknown>) =>
  z.strictObject({
    weeklySlots: z
      .array(
        z
          .array(SlotLabelSchema)
          .max(24)
          .refine((slots) => new Set(slots).size === slots.length, 'each time may appear once'),
      )
      .length(7, 'must list the slots of all seven weekdays, Sunday first'),
    blocked: z.array(blockedRange).max(366),
    capacity: z.int().min(1).max(50),
    monthsAhead: z.int().min(1).max(12),
    minNoticeMinutes: z
      .int()
      .min(0)
      .max(14 * 24 * 60),
  });

/**
 * The owner's availability as saved from the admin area: the slot times offered on each weekday (an
 * empty list is a day off), blocked ranges, jobs per slot, the booking window and the minimum notice.
 */
export const AvailabilitySettingsSchema = settingsSchema(BlockedRangeSchema);
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;

/**
 * The settings as stored: {@link AvailabilitySettingsSchema} but with blocked ranges as an older version
 * may have saved them (see `SavedBlockedRangeSchema`). For reading the store only, never for input.
 */
export const SavedAvailabilitySettingsSchema = settingsSchema(SavedBlockedRangeSchema);

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
