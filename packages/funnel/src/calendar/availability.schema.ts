import { z } from 'zod';
import { ScheduleRulesSchema } from './availability-rules.js';
import { dayRangeSchema, IsoDaySchema } from './day.schema.js';

/** The longest range `GET /api/availability` answers for, in days (the booking window is about two months). */
export const AVAILABILITY_MAX_DAYS = 94;

/**
 * The `from`/`to` query of `GET /api/availability`: real days, in order, at most 94 days. The server's
 * alone: marked pure, so a browser bundle that never parses a range drops it (decision 0299).
 */
export const AvailabilityRangeSchema = /* @__PURE__ */ dayRangeSchema(AVAILABILITY_MAX_DAYS);

/**
 * What `GET /api/availability` answers: the days a prospect cannot pick (blocked by the owner or fully
 * booked), the slots already full on the others, and the owner's weekly slots, window, notice and time
 * zone the calendar computes with. No personal data. Server and browser share it.
 */
export const AvailabilityResponseSchema = z.object({
  from: IsoDaySchema,
  to: IsoDaySchema,
  unavailableDays: z.array(IsoDaySchema),
  /** Day (yyyy-MM-dd) to the slot texts already booked on it. */
  takenSlots: z.record(IsoDaySchema, z.array(z.string())),
  rules: ScheduleRulesSchema,
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

/** Groups booked (day, slot) pairs into the `takenSlots` record. */
export function groupTakenSlots(slots: readonly { date: string; time: string }[]): Record<string, string[]> {
  const byDay: Record<string, string[]> = {};
  for (const { date, time } of slots) (byDay[date] ??= []).push(time);
  return byDay;
}
