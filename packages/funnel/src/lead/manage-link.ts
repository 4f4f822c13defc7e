import { z } from 'zod';
import { SlotLabelSchema } from '../calendar/slot-label.schema.js';
import { IsoDaySchema } from '../calendar/day.schema.js';
import type { AppointmentKind } from '../pricing/assessment.js';
import { pathInLanguage, type Language } from '../i18n/language.js';

/**
 * The path of a booking's manage page (decision 0132). The token rides in the fragment, which browsers
 * never send to a server, so it stays out of access logs and Referer headers. The web app links to it
 * and the server's confirmation e-mail (decision 0134) puts it after the site's public address; a Spanish
 * lead's opens the Spanish page (`/es/manage-booking`, decision 0321).
 */
export const manageBookingPath = (token: string, language: Language = 'en'): string =>
  `${pathInLanguage('/manage-booking', language)}#${token}`;

/**
 * A booked appointment's new day and time: the body of the prospect's `POST /api/bookings/:token/reschedule`
 * and of the owner's `POST /api/admin/appointments/:id/move`. Whether the slot is open is the server's
 * check against the owner's availability; this is only its shape, the same slot label the owner's weekly
 * slots and a booking capture use: a time that is not one (`noon`, `8:30`) is a 400 here, where it once
 * reached the 12-hour parser and threw a 500.
 */
export const SlotMoveSchema = z.strictObject({ day: IsoDaySchema, time: SlotLabelSchema });
export type SlotMove = z.infer<typeof SlotMoveSchema>;

/** `GET /api/bookings/:token`: what the manage page shows of the booking behind its token. */
export interface ManagedBooking {
  /**
   * The booking this link was made for: `upcoming`, `past` (its start has passed) or `cancelled` (cancelled,
   * or replaced by a later booking, which has a link of its own). A link never opens another booking.
   */
  state: 'upcoming' | 'past' | 'cancelled';
  /** Null once it was cancelled. */
  appointment: { day: string; time: string; status: string; kind: AppointmentKind; label: string } | null;
  name: string;
  address: string;
  services: string;
  timeZone: string;
  /** Whether the minimum notice still allows a change online. */
  canChange: boolean;
  /** The instant (ISO) after which it can no longer be changed online; null without an appointment. */
  changeableUntil: string | null;
}
