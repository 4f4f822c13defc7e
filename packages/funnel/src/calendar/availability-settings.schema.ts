import { z } from 'zod';
import { SlotLabelSchema } from './slot-label.schema.js';
import { dayRangeIssue, IsoDaySchema } from './day.schema.js';

// The owner's availability settings as the admin area saves them and the store keeps them: the server's
// schemas, in a module of their own so a browser bundle that never parses them does not build them
// (decision 0299). The prospect's share of the rules is `ScheduleRulesSchema` (availability-rules.ts).

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
