/**
 * The owner's appointments (`/api/admin/appointments*`). The availability routes take
 * `AvailabilitySettingsSchema` (`calendar/`) and answer `AvailabilityView` (`admin/`).
 */
import { z } from 'zod';
import type { BookedAppointment } from '../admin/admin-responses.js';

const Day = z.iso.date({ error: 'must be a day written yyyy-MM-dd' });

/** `GET /api/admin/appointments?from&to`: up to 93 days (absent days: the booking window's). */
export const AppointmentRangeSchema = z
  .object({ from: Day, to: Day })
  .refine((r) => r.from <= r.to, 'from must not be after to')
  .refine(
    (r) => Date.parse(r.to) - Date.parse(r.from) <= 93 * 86_400_000,
    'the range may span at most 93 days',
  );

export interface AppointmentsAnswer {
  from: string;
  to: string;
  items: BookedAppointment[];
}

/** `:id` of `/api/admin/appointments/:id/*`. */
export const AppointmentParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** `POST /api/admin/appointments/:id/status`. Moves take `SlotMoveSchema` (`lead/manage-link.ts`). */
export const AppointmentStatusSchema = z.strictObject({ status: z.enum(['confirmed', 'done', 'cancelled']) });
export type AppointmentStatusChange = z.infer<typeof AppointmentStatusSchema>;
