/**
 * The prospect's private manage link: `GET /api/bookings/:token` (the booking), `GET .../ics` (Add to
 * calendar), `POST .../reschedule` and `POST .../cancel`, allowed until the minimum notice before the
 * appointment. Changes are captures with their own stages (decision 0132). A token opens the one booking
 * it was made for (decision 0205). An unknown, forged or expired token is 404, and nothing tells which.
 */
import {
  BookingParamsSchema,
  dayLabel,
  servicesTextIn,
  slotStart,
  SlotMoveSchema,
  type AppointmentChangeStage,
  type ManagedBooking,
  type FunnelConfig,
  type OkAnswer,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import type { SqlDb } from '../store/sql-db.js';
import { heldAppointment, SlotError } from './appointments.repo.js';
import { bookingIcs } from '../mail/booking-ics.js';
import type { AppointmentLeads } from './appointment-leads.js';
import { currentRules } from './availability.repo.js';
import { currentPriceBook } from '../pricing/price-book.repo.js';
import { bookingOfToken } from './manage-tokens.repo.js';
import type { MailSettings } from '../mail/booking-mails.js';

export interface ManageRoutesOptions {
  db: SqlDb;
  now: () => Date;
  config: FunnelConfig;
  /** Set when SMTP is configured: a move or a cancellation e-mails the prospect and the owner. */
  mail?: MailSettings;
  /** Whether a prospect's change raises the owner's lead alert (OWNER_ALERTS; decision 0210). */
  ownerAlerts?: boolean;
  onQueued?: () => void;
  /** Changes recorded as captures (the leads', given by the server). */
  leads: AppointmentLeads;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const GONE = 'This link is not valid or has expired. Please call us to change your appointment.';

export function manageRoutes(app: FastifyInstance, o: ManageRoutesOptions): void {
  const limit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  /**
   * The booking a token was made for, or 404. Its slot is null once that booking was cancelled or
   * replaced: the lead's later bookings have links of their own (decision 0205).
   */
  async function bookingOf(params: unknown) {
    const { token } = parse(BookingParamsSchema, params);
    const now = o.now();
    const owner = await bookingOfToken(o.db, token, now);
    if (!owner) throw new HttpError(404, GONE, 'not_found');
    const slot = await heldAppointment(o.db, { bookingId: owner.bookingId });
    // What the booking's own capture carried (a booking's id is its capture's): the lead may hold data
    // other visits gave since, which a link must not show (decision 0205).
    const given = slot ? await o.leads.bookedFields(o.db, owner.bookingId) : null;
    const rules = await currentRules(o.db, o.config);
    const start = slot ? slotStart(slot.day, slot.time, rules) : null;
    const changeableUntil = start ? new Date(start.getTime() - rules.minNoticeMinutes * 60_000) : null;
    const state: ManagedBooking['state'] = !start ? 'cancelled' : now < start ? 'upcoming' : 'past';
    return { ...owner, given, rules, slot, state, changeableUntil, now };
  }

  route(
    app,
    'GET /api/bookings/:token',
    async (req) => {
      const b = await bookingOf(req.params);
      const { slot } = b;
      return {
        state: b.state,
        appointment: slot && {
          day: slot.day,
          time: slot.time,
          status: slot.status,
          kind: slot.kind,
          label: `${dayLabel(slot.day)} at ${slot.time}`,
        },
        name: text(b.given?.name),
        address: text(b.given?.address),
        services: text(b.given?.serviceNeeded),
        timeZone: b.rules.timeZone,
        canChange: b.changeableUntil !== null && b.now < b.changeableUntil,
        changeableUntil: b.changeableUntil?.toISOString() ?? null,
      };
    },
    limit,
  );

  route(
    app,
    'GET /api/bookings/:token/ics',
    async (req, reply) => {
      const b = await bookingOf(req.params);
      if (!b.slot) throw new HttpError(404, 'This appointment was cancelled.', 'not_found');
      const language = await o.leads.languageOf(o.db, b.email);
      // Its services as the book names them in the lead's language, as in the e-mails (decision 0329).
      const book = language === 'en' ? null : (await currentPriceBook(o.db)).book;
      const given = text(b.given?.serviceNeeded);
      const ics = bookingIcs(
        {
          email: b.email,
          day: b.slot.day,
          time: b.slot.time,
          address: text(b.given?.address),
          services: book ? servicesTextIn(book, given, language) : given,
          kind: b.slot.kind,
          language,
          now: b.now,
        },
        b.rules,
      );
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="appointment.ics"');
      return ics;
    },
    limit,
  );

  async function change(
    params: unknown,
    stage: AppointmentChangeStage,
    slot?: { day: string; time: string },
  ): Promise<OkAnswer> {
    const b = await bookingOf(params);
    if (!b.slot || !b.changeableUntil)
      throw new HttpError(409, 'There is no appointment to change.', 'no_booking');
    if (b.now >= b.changeableUntil) {
      throw new HttpError(
        400,
        'It is too close to your appointment to change it online. Please call us.',
        'too_late',
      );
    }
    try {
      const out = await o.leads.recordChange(
        o.db,
        { email: b.email, bookingId: b.bookingId, stage, ...(slot ? { slot } : {}), by: 'manage-link' },
        {
          now: b.now,
          config: o.config,
          ...(o.mail ? { mail: o.mail } : {}),
          ...(o.ownerAlerts ? { ownerAlerts: true } : {}),
        },
      );
      if (out.queued) o.onQueued?.();
    } catch (err) {
      if (err instanceof SlotError)
        throw new HttpError(err.refused.status, err.refused.message, err.refused.code);
      throw err;
    }
    return { ok: true };
  }

  route(
    app,
    'POST /api/bookings/:token/reschedule',
    (req) => change(req.params, 'appointment_rescheduled', parse(SlotMoveSchema, req.body)),
    limit,
  );

  route(app, 'POST /api/bookings/:token/cancel', (req) => change(req.params, 'appointment_cancelled'), limit);
}
