/** Appointment slots: the unique (date, time) key makes the database refuse a double booking. */
import { daysBetween, isDaySelectable, slotsFor, type FunnelConfig } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

export class SlotError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
  ) {
    super(message);
  }
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505';

/**
 * Reserves `day` at `time` for `email`, releasing any other slot this lead held. The same lead booking
 * the same slot again is fine; another lead's slot answers 409.
 */
export async function reserveSlot(
  q: Queryable,
  r: { day: string; time: string; email: string; captureId: string; now: Date; config: FunnelConfig },
): Promise<void> {
  if (!isDaySelectable(r.day, r.now, [], r.config)) {
    throw new SlotError(
      `${r.day} cannot be booked: choose a day from today up to two months ahead that is not greyed out`,
      400,
    );
  }
  if (!slotsFor(r.day, r.config).includes(r.time)) {
    throw new SlotError(`${r.time} is not a time slot offered on ${r.day}`, 400);
  }
  const held = await q.query<{ email: string }>(
    'select email from appointments where slot_date = $1 and slot_time = $2',
    [r.day, r.time],
  );
  if (held.rows[0]) {
    if (held.rows[0].email === r.email) return;
    throw new SlotError(
      `Sorry, ${r.day} at ${r.time} was just booked by someone else. Please choose another time.`,
      409,
    );
  }
  await q.query('delete from appointments where email = $1', [r.email]);
  try {
    await q.query(
      `insert into appointments (slot_date, slot_time, email, capture_id, created_at) values ($1, $2, $3, $4, $5)`,
      [r.day, r.time, r.email, r.captureId, r.now],
    );
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new SlotError(
        `Sorry, ${r.day} at ${r.time} was just booked by someone else. Please choose another time.`,
        409,
      );
    }
    throw err;
  }
}

/** Booked slots between two days (no personal data), and the days with every slot taken. */
export async function takenSlots(
  q: Queryable,
  from: string,
  to: string,
  config: FunnelConfig,
): Promise<{ slots: { date: string; time: string }[]; fullDays: string[] }> {
  const res = await q.query<{ day: string; slot_time: string }>(
    `select to_char(slot_date, 'YYYY-MM-DD') as day, slot_time from appointments
     where slot_date between $1 and $2 order by slot_date, slot_time`,
    [from, to],
  );
  // In the order the day offers them, not text order ('11:00 AM' before '8:30 AM').
  const rank = (day: string, time: string) => slotsFor(day, config).indexOf(time);
  const slots = res.rows
    .map((r) => ({ date: r.day, time: r.slot_time }))
    .sort((a, b) => a.date.localeCompare(b.date) || rank(a.date, a.time) - rank(b.date, b.time));
  const fullDays = daysBetween(from, to).filter((day) => {
    const taken = new Set(slots.filter((s) => s.date === day).map((s) => s.time));
    return slotsFor(day, config).every((t) => taken.has(t));
  });
  return { slots, fullDays };
}
