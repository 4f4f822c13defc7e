/** The .ics of one booking: the same event (same UID) from the manage link and in the confirmation e-mail. */
import { appointmentIcs, type ScheduleRules } from '@pw/funnel';

export interface BookingIcsInput {
  email: string;
  day: string;
  time: string;
  address: string;
  services: string;
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
      summary: 'Pressure washing appointment',
      address: b.address,
      description: `Services: ${b.services}`,
      now: b.now,
    },
    rules,
  );
}
