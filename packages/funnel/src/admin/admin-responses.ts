/**
 * Shapes the admin API answers and the owner's pages read, written once here so the server that builds
 * them and the page that shows them cannot drift apart (docs/server.md lists the routes).
 */

/** One booked appointment as `GET /api/admin/appointments` lists it. */
export interface BookedAppointment {
  id: number;
  day: string;
  time: string;
  status: string;
  email: string;
  name: string | null;
  phone: string | null;
  address: string | null;
  services: string | null;
  price: number | null;
}

/** Leads, quotes and bookings with their values, for one value of a breakdown (analytics report). */
export interface ValueRow {
  value: string;
  leads: number;
  quoted: number;
  booked: number;
  quotedValue: number;
  bookedValue: number;
}

/** A lead who stopped at a funnel step, with the quote left on the table. */
export interface StoppedLead {
  email: string;
  name: string | null;
  phone: string | null;
  quotedPrice: number | null;
  lastActivity: string | null;
}

/** The leads who stopped at one step (analytics report). */
export interface StoppedStep {
  stage: string;
  leads: number;
  /** The quoted value of the leads who stopped here. */
  leftOnTable: number;
  /** The most valuable of them first. */
  items: StoppedLead[];
}
