/**
 * The owner's appointments and availability: `GET/PUT /availability` (+ `/availability/reset`),
 * `GET /appointments?from&to`, `POST /appointments/:id/status` (confirmed, done, cancelled) and
 * `POST /appointments/:id/move`. Every change to an appointment is a capture with its own stage, so it
 * reaches the row, the timeline and the webhook (decision 0132).
 */
import {
  AvailabilitySettingsSchema,
  blockedDays,
  bookingWindow,
  defaultAvailabilitySettings,
  describeIssues,
  SlotMoveSchema,
  type AppointmentChangeStage,
  type AvailabilityView,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { appointmentBooking, appointmentsBetween, SlotError } from '../leads/appointments.repo.js';
import { recordAppointmentChange } from '../leads/appointment-change.service.js';
import {
  currentRules,
  resetAvailability,
  saveAvailability,
  savedAvailability,
} from '../leads/availability.repo.js';
import type { AdminOptions } from './admin-options.js';

const Day = z.iso.date({ error: 'must be a day written yyyy-MM-dd' });
const RangeSchema = z
  .object({ from: Day, to: Day })
  .refine((r) => r.from <= r.to, 'from must not be after to')
  .refine(
    (r) => Date.parse(r.to) - Date.parse(r.from) <= 93 * 86_400_000,
    'the range may span at most 93 days',
  );
const IdSchema = z.object({ id: z.coerce.number().int().positive() });
const StatusSchema = z.strictObject({ status: z.enum(['confirmed', 'done', 'cancelled']) });

const STAGE_OF: Record<z.infer<typeof StatusSchema>['status'], AppointmentChangeStage> = {
  confirmed: 'appointment_confirmed',
  done: 'appointment_done',
  cancelled: 'appointment_cancelled',
};

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
  return parsed.data;
}

export function appointmentsRoutes(app: FastifyInstance, o: AdminOptions): void {
  const view = async (): Promise<AvailabilityView> => {
    const saved = await savedAvailability(o.db);
    const now = o.now();
    const rules = await currentRules(o.db, o.config);
    const window = bookingWindow(now, rules);
    return {
      settings: saved ?? defaultAvailabilitySettings(o.config),
      isDefault: !saved,
      timeZone: rules.timeZone,
      demoBlockedDays: saved ? [] : blockedDays(now, rules, window.first, window.last),
      window,
      emailEnabled: o.mail !== undefined,
    };
  };

  app.get('/availability', view);

  /** Saves; the answer lists the appointments already booked on days the new settings block. */
  app.put('/availability', async (req): Promise<AvailabilityView> => {
    const settings = parse(AvailabilitySettingsSchema, req.body);
    await saveAvailability(o.db, settings, o.now());
    const rules = await currentRules(o.db, o.config);
    const now = o.now();
    const window = bookingWindow(now, rules);
    const last = settings.blocked.reduce((max, r) => (r.to > max ? r.to : max), window.last);
    const booked = await appointmentsBetween(o.db, window.first, last);
    // Each booking's own day is checked, as a booking is, so the answer's work does not grow with the
    // ranges: listing their every day threw for one over MAX_DAYS_BETWEEN days (a 500 after the save).
    const isBlocked = (day: string) => blockedDays(now, rules, day, day).length > 0;
    return { ...(await view()), bookingsOnBlockedDays: booked.filter((a) => isBlocked(a.day)) };
  });

  app.post('/availability/reset', async () => {
    await resetAvailability(o.db);
    return view();
  });

  app.get('/appointments', async (req) => {
    const q = req.query as Record<string, unknown>;
    const window = bookingWindow(o.now(), await currentRules(o.db, o.config));
    const { from, to } = parse(RangeSchema, { from: q.from ?? window.first, to: q.to ?? window.last });
    return { from, to, items: await appointmentsBetween(o.db, from, to) };
  });

  // The booking is looked up here and checked again inside the change's transaction (a prospect may
  // cancel it in between).
  const bookingOf = async (params: unknown) => {
    const { id } = parse(IdSchema, params);
    const booking = await appointmentBooking(o.db, id);
    if (!booking) throw new HttpError(404, 'No such appointment (it may have been cancelled).', 'not_found');
    return booking;
  };
  const record = async (change: Parameters<typeof recordAppointmentChange>[1]) => {
    try {
      const out = await recordAppointmentChange(o.db, change, {
        now: o.now(),
        config: o.config,
        ...(o.mail ? { mail: o.mail } : {}),
      });
      if (out.queued) o.onQueued?.();
    } catch (err) {
      if (err instanceof SlotError)
        throw new HttpError(err.refused.status, err.refused.message, err.refused.code);
      throw err;
    }
  };

  app.post('/appointments/:id/status', async (req) => {
    const booking = await bookingOf(req.params);
    const { status } = parse(StatusSchema, req.body);
    await record({ ...booking, stage: STAGE_OF[status], by: 'admin' });
    return { ok: true };
  });

  app.post('/appointments/:id/move', async (req) => {
    const booking = await bookingOf(req.params);
    const slot = parse(SlotMoveSchema, req.body);
    await record({ ...booking, stage: 'appointment_rescheduled', slot, by: 'admin' });
    return { ok: true };
  });
}
