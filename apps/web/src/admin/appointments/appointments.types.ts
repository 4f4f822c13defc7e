import type { AvailabilitySettings, BookedAppointment } from '@pw/funnel';

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
