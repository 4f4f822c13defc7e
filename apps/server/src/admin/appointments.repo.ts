/** The owner's view of booked appointments: each with the lead's name, address, services and price. */
import type { BookedAppointment } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

/** Appointments between two days (inclusive), by day and time as booked. */
export async function appointmentsBetween(
  q: Queryable,
  from: string,
  to: string,
): Promise<BookedAppointment[]> {
  const res = await q.query<Record<string, unknown>>(
    `select a.id, to_char(a.slot_date, 'YYYY-MM-DD') as day, a.slot_time as time, a.status, a.email,
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
    email: String(r.email),
    name: (r.name as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    services: (r.services as string | null) ?? null,
    price: r.price == null ? null : Number(r.price),
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
