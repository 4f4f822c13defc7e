/**
 * The appointments table's one repository: slots, bookings and the owner's view of them. A booking takes a
 * seat (1 to the owner's capacity) of a (day, time); the unique (date, time, seat) key makes the database
 * refuse a double booking, and on PostgreSQL a per-slot advisory lock makes concurrent bookings of one slot
 * count seats one at a time.
 */
import {
  blockedDays,
  daysBetween,
  dayLabel,
  openSlotsOn,
  slotRefusal,
  slotsFor,
  type AppointmentKind,
  type AvailabilityRules,
  type BookedAppointment,
} from '@pw/funnel';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { dateOf, numberOrNull, textOrNull } from '../store/row-values.js';

/** A refused slot: 400 when it cannot be booked at all, 409 when it is full or not this sender's to change. */
export interface SlotRefused {
  readonly status: 400 | 409;
  /**
   * `booking_exists`: a stranger to the lead named a lead that holds an upcoming appointment;
   * `no_booking`: a change named a booking that is no longer the lead's (cancelled or replaced meanwhile).
   */
  readonly code: 'slot_refused' | 'slot_taken' | 'booking_exists' | 'no_booking';
  readonly message: string;
}

/** Thrown to roll a capture back when its slot is refused. */
export class SlotError extends Error {
  constructor(readonly refused: SlotRefused) {
    super(refused.message);
  }
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505';

const taken = (day: string, time: string): SlotRefused => ({
  status: 409,
  code: 'slot_taken',
  message: `Sorry, ${dayLabel(day)} at ${time} was just booked by someone else. Please choose another time.`,
});

/** Can this slot be booked at all (window, weekday slots, notice, blocked days)? Null when it can. */
export function ruleRefusal(
  day: string,
  time: string,
  now: Date,
  rules: AvailabilityRules,
): SlotRefused | null {
  const refusal = slotRefusal(day, time, now, rules);
  if (refusal) return { status: 400, code: 'slot_refused', message: refusal.reason };
  if (blockedDays(now, rules, day, day).length > 0) {
    return {
      status: 400,
      code: 'slot_refused',
      message: `Sorry, we are not taking bookings on ${dayLabel(day)}. Please choose another day.`,
    };
  }
  return null;
}

export interface Reservation {
  day: string;
  time: string;
  email: string;
  captureId: string;
  now: Date;
  rules: AvailabilityRules;
  /** A reschedule: the booking keeps its identity (and its manage links) in the new slot. */
  keepsBooking: boolean;
  /** What the booking is: the lead's, decided from its stored quote (decision 0254). */
  appointmentKind: AppointmentKind;
}

/** A reserved slot: the booking that holds it, and whether this reservation wrote it (else it already held it). */
export interface Reserved {
  bookingId: string;
  changed: boolean;
}

/**
 * Reserves `day` at `time` for `email`, releasing any other slot this lead held. The same lead booking
 * its own slot again changes nothing. Returns the refusal instead of booking when the rules or the
 * capacity say no; throws a `SlotError` only when a concurrent booking won the seat (the transaction is
 * then unusable on PostgreSQL). A new booking's identity is its capture's id; a reschedule keeps the
 * identity of the booking it moves.
 */
export async function reserveSlot(
  q: Queryable,
  kind: SqlDb['kind'],
  r: Reservation,
): Promise<{ refused: SlotRefused } | Reserved> {
  const refused = ruleRefusal(r.day, r.time, r.now, r.rules);
  if (refused) return { refused };
  if (kind === 'postgres') {
    await q.query('select pg_advisory_xact_lock(hashtext($1))', [`slot:${r.day}:${r.time}`]);
  }
  const held = await q.query<{ email: string; seat: number; booking_id: string }>(
    'select email, seat, booking_id from appointments where slot_date = $1 and slot_time = $2',
    [r.day, r.time],
  );
  const own = held.rows.find((row) => row.email === r.email);
  if (own) return { bookingId: own.booking_id, changed: false };
  const seats = new Set(held.rows.map((row) => row.seat));
  const seat = Array.from({ length: r.rules.capacity }, (_, i) => i + 1).find((s) => !seats.has(s));
  if (seat === undefined) return { refused: taken(r.day, r.time) };
  const was = await q.query<{ booking_id: string }>(
    'delete from appointments where email = $1 returning booking_id',
    [r.email],
  );
  const bookingId = (r.keepsBooking && was.rows[0]?.booking_id) || r.captureId;
  try {
    await q.query(
      `insert into appointments (slot_date, slot_time, seat, email, capture_id, booking_id, created_at, kind)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [r.day, r.time, seat, r.email, r.captureId, bookingId, r.now, r.appointmentKind],
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlotError(taken(r.day, r.time));
    throw err;
  }
  return { bookingId, changed: true };
}

/** The appointment a lead holds (one at most), or null. */
export interface HeldAppointment {
  bookingId: string;
  day: string;
  time: string;
  status: string;
  kind: AppointmentKind;
  /** When this booking (or its last move) was made. */
  bookedAt: Date;
}

/** The appointment the lead holds, or null; `bookingId` narrows it to one booking. */
export async function heldAppointment(
  q: Queryable,
  by: { email: string } | { bookingId: string },
): Promise<HeldAppointment | null> {
  const [column, value] = 'email' in by ? ['email', by.email] : ['booking_id', by.bookingId];
  const res = await q.query<{
    booking_id: string;
    day: string;
    time: string;
    status: string;
    kind: AppointmentKind;
    created_at: unknown;
  }>(
    `select booking_id, to_char(slot_date, 'YYYY-MM-DD') as day, slot_time as time, status, kind, created_at
     from appointments where ${column} = $1`,
    [value],
  );
  const row = res.rows[0];
  return row
    ? {
        bookingId: row.booking_id,
        day: row.day,
        time: row.time,
        status: row.status,
        kind: row.kind,
        bookedAt: dateOf(row.created_at),
      }
    : null;
}

/** The owner's status of the lead's held appointment (confirmed, done); false when it holds none. */
export async function setSlotStatus(
  q: Queryable,
  email: string,
  status: 'confirmed' | 'done',
): Promise<boolean> {
  const res = await q.query<{ id: number }>(
    'update appointments set status = $2 where email = $1 returning id',
    [email, status],
  );
  return res.rows.length > 0;
}

/** Frees the slot a lead holds (a cancellation). */
export async function releaseSlot(q: Queryable, email: string): Promise<void> {
  await q.query('delete from appointments where email = $1', [email]);
}

/**
 * Slots with every seat booked between two days (no personal data), and the days a prospect cannot pick:
 * blocked by the owner or with every slot full.
 */
export async function fullSlots(
  q: Queryable,
  from: string,
  to: string,
  now: Date,
  rules: AvailabilityRules,
): Promise<{ slots: { date: string; time: string }[]; unavailableDays: string[] }> {
  const res = await q.query<{ day: string; slot_time: string; n: number }>(
    `select to_char(slot_date, 'YYYY-MM-DD') as day, slot_time, count(*)::int as n from appointments
     where slot_date between $1 and $2 group by slot_date, slot_time order by slot_date`,
    [from, to],
  );
  // In the order the day offers them, not text order ('11:00 AM' before '8:30 AM').
  const rank = (day: string, time: string) => slotsFor(day, rules).indexOf(time);
  const slots = res.rows
    .filter((r) => r.n >= rules.capacity)
    .map((r) => ({ date: r.day, time: r.slot_time }))
    .sort((a, b) => a.date.localeCompare(b.date) || rank(a.date, a.time) - rank(b.date, b.time));
  // Full: every slot taken, or (later in the day) every slot still bookable taken, so a Saturday whose
  // 10:00 AM has passed and whose other three are booked shows as booked, not as a day with no time.
  const full = daysBetween(from, to).filter((day) => {
    const offered = slotsFor(day, rules);
    const gone = slots.filter((s) => s.date === day).map((s) => s.time);
    if (offered.length === 0 || gone.length === 0) return false;
    return offered.every((t) => gone.includes(t)) || openSlotsOn(day, now, rules, gone).length === 0;
  });
  const unavailableDays = [...new Set([...blockedDays(now, rules, from, to), ...full])].sort();
  return { slots, unavailableDays };
}

/** Appointments between two days (inclusive), by day and time as booked. */
export async function appointmentsBetween(
  q: Queryable,
  from: string,
  to: string,
): Promise<BookedAppointment[]> {
  const res = await q.query<Record<string, unknown>>(
    `select a.id, to_char(a.slot_date, 'YYYY-MM-DD') as day, a.slot_time as time, a.status, a.kind, a.email,
            s.name, s.phone, s.address, s.serviceneeded as services, s.quoted_price as price
     from appointments a left join onboarding_submissions s on lower(s.email) = a.email
     where a.slot_date between $1 and $2 order by a.slot_date, a.created_at`,
    [from, to],
  );
  return res.rows.map((r) => ({
    id: Number(r.id),
    day: String(r.day),
    time: String(r.time),
    status: String(r.status),
    kind: r.kind === 'assessment' ? 'assessment' : 'quote',
    email: String(r.email),
    name: textOrNull(r.name),
    phone: textOrNull(r.phone),
    address: textOrNull(r.address),
    services: textOrNull(r.services),
    price: numberOrNull(r.price),
  }));
}

/** One appointment's lead (its e-mail) and booking, or null. */
export async function appointmentBooking(
  q: Queryable,
  id: number,
): Promise<{ email: string; bookingId: string } | null> {
  const res = await q.query<{ email: string; booking_id: string }>(
    'select email, booking_id from appointments where id = $1',
    [id],
  );
  const row = res.rows[0];
  return row ? { email: row.email, bookingId: row.booking_id } : null;
}
