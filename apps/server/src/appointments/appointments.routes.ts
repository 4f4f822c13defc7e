/**
 * The owner's appointments and availability: `GET/PUT /availability` (+ `/availability/reset`),
 * `GET /appointments?from&to`, `POST /appointments/:id/status` (confirmed, done, cancelled) and
 * `POST /appointments/:id/move`. Every change to an appointment is a capture with its own stage, so it
 * reaches the row, the timeline and the webhook (decision 0132).
 */
import {
  AppointmentParamsSchema,
  AppointmentRangeSchema,
  AppointmentStatusSchema,
  AvailabilitySettingsSchema,
  blockedDays,
  bookingWindow,
  defaultAvailabilitySettings,
  OptionalRangeQuerySchema,
  SlotMoveSchema,
  type AppointmentChangeStage,
  type AppointmentStatusChange,
  type AvailabilityView,
  type FunnelConfig,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { appointmentBooking, appointmentsBetween, SlotError } from './appointments.repo.js';
import { currentRules, resetAvailability, saveAvailability, savedAvailability } from './availability.repo.js';
import type { MailSettings } from '../mail/booking-mails.js';
import type { SqlDb } from '../store/sql-db.js';
import type { AppointmentChange, AppointmentLeads } from './appointment-leads.js';
import { crewsRoutes } from './crews.routes.js';

/** What the owner's appointments and availability need from the server. */
export interface AppointmentsRoutesOptions {
  db: SqlDb;
  now: () => Date;
  config: FunnelConfig;
  /** Set when SMTP is configured: the owner's changes e-mail the prospect. */
  mail?: MailSettings;
  onQueued?: () => void;
  /** Changes recorded as captures (the leads', given by the server). */
  leads: AppointmentLeads;
}

const STAGE_OF: Record<AppointmentStatusChange['status'], AppointmentChangeStage> = {
  confirmed: 'appointment_confirmed',
  done: 'appointment_done',
  cancelled: 'appointment_cancelled',
};

export function appointmentsRoutes(app: FastifyInstance, o: AppointmentsRoutesOptions): void {
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

  route(app, 'GET /api/admin/availability', view);
  crewsRoutes(app, o);

  /** Saves; the answer lists the appointments already booked on days the new settings block. */
  route(app, 'PUT /api/admin/availability', async (req) => {
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

  route(app, 'POST /api/admin/availability/reset', async () => {
    await resetAvailability(o.db);
    return view();
  });

  route(app, 'GET /api/admin/appointments', async (req) => {
    const q = parse(OptionalRangeQuerySchema, req.query);
    const window = bookingWindow(o.now(), await currentRules(o.db, o.config));
    const { from, to } = parse(AppointmentRangeSchema, {
      from: q.from ?? window.first,
      to: q.to ?? window.last,
    });
    return { from, to, items: await appointmentsBetween(o.db, from, to) };
  });

  // The booking is looked up here and checked again inside the change's transaction (a prospect may
  // cancel it in between).
  const bookingOf = async (params: unknown) => {
    const { id } = parse(AppointmentParamsSchema, params);
    const booking = await appointmentBooking(o.db, id);
    if (!booking) throw new HttpError(404, 'No such appointment (it may have been cancelled).', 'not_found');
    return booking;
  };
  const record = async (change: AppointmentChange) => {
    try {
      const out = await o.leads.recordChange(o.db, change, {
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

  route(app, 'POST /api/admin/appointments/:id/status', async (req) => {
    const booking = await bookingOf(req.params);
    const { status } = parse(AppointmentStatusSchema, req.body);
    await record({ ...booking, stage: STAGE_OF[status], by: 'admin' });
    return { ok: true };
  });

  route(app, 'POST /api/admin/appointments/:id/move', async (req) => {
    const booking = await bookingOf(req.params);
    const slot = parse(SlotMoveSchema, req.body);
    await record({ ...booking, stage: 'appointment_rescheduled', slot, by: 'admin' });
    return { ok: true };
  });
}
