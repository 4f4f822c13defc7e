import { z } from 'zod';
import { minuteOfDay } from './clock-minutes.js';
import { SlotLabelSchema } from './slot-label.schema.js';

/** The most crews a business may set: enough for any company this site is for. */
export const MAX_CREWS = 50;

/** One weekday's working hours on the business's wall clock: a crew works from `start` until `end`. */
export const WorkingHoursSchema = z
  .strictObject({ start: SlotLabelSchema, end: SlotLabelSchema })
  .refine((h) => minuteOfDay(h.start) < minuteOfDay(h.end), {
    message: 'must end after it starts',
    path: ['end'],
  });
export type WorkingHours = z.infer<typeof WorkingHoursSchema>;

/**
 * The crews and their hours (issue 42, decision 0330): how many crews work, each weekday's hours (Sunday
 * first; null is a day off) and, optionally, the only times a job may start on each weekday (absent:
 * any half hour inside the hours). Every crew works the same hours. `startsThatFit` reads them.
 */
export const CrewSettingsSchema = z
  .strictObject({
    crews: z
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(MAX_CREWS, { error: `can be at most ${MAX_CREWS}` }),
    hours: z
      .array(WorkingHoursSchema.nullable())
      .length(7, 'must give the hours of all seven weekdays, Sunday first'),
    allowedStarts: z
      .array(
        z
          .array(SlotLabelSchema)
          .max(48)
          .refine((starts) => new Set(starts).size === starts.length, 'each time may appear once'),
      )
      .length(7, 'must list the starts of all seven weekdays, Sunday first')
      .optional(),
  })
  .superRefine(({ hours, allowedStarts }, ctx) => {
    allowedStarts?.forEach((starts, day) => {
      const open = hours[day];
      starts.forEach((start, i) => {
        const at = minuteOfDay(start);
        if (!open || at < minuteOfDay(open.start) || at >= minuteOfDay(open.end)) {
          ctx.addIssue({
            code: 'custom',
            path: ['allowedStarts', day, i],
            message: `${start} is outside that day's working hours`,
          });
        }
      });
    });
  });
export type CrewSettings = z.infer<typeof CrewSettingsSchema>;
