/** The .ics of one booking: the same event (same UID) from the manage link and in the confirmation e-mail. */
import {
  appointmentIcs,
  APPOINTMENT_KIND_TITLES,
  type AppointmentKind,
  type ScheduleRules,
} from '@pw/funnel';

export interface BookingIcsInput {
  email: string;
  day: string;
  time: string;
  address: string;
  services: string;
  /** An on-site assessment says so in its title (decision 0254); absent: a quoted job. */
  kind?: AppointmentKind | null;
  now: Date;
}

/** One UID per lead, so a calendar updates the event after a reschedule instead of adding a second. */
export function bookingIcs(b: BookingIcsInput, rules: Pick<ScheduleRules, 'timeZone'>): string {
  return appointmentIcs(
    {
      uid: `${b.email}@pressure-wash-booking`,
      day: b.day,
      slot: b.time,
      durationMinutes: 120,
      summary: APPOINTMENT_KIND_TITLES[b.kind ?? 'quote'],
      address: b.address,
      description: `Services: ${b.services}`,
      now: b.now,
    },
    rules,
  );
}
