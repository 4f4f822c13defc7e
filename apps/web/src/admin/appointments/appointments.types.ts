import type { AvailabilitySettings } from '@pw/funnel';

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

/** `GET/PUT /api/admin/availability`. */
export interface AvailabilityView {
  settings: AvailabilitySettings;
  isDefault: boolean;
  timeZone: string;
  demoBlockedDays: string[];
  window: { first: string; last: string };
  emailEnabled: boolean;
  /** After a save: appointments already booked on days now blocked. */
  bookingsOnBlockedDays?: BookedAppointment[];
}
