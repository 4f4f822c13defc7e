/** The .ics of one booking: the same event (same UID) from the manage link and in the confirmation e-mail. */
import {
  appointmentIcs,
  translator,
  type AppointmentKind,
  type Language,
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
  /** The lead's language (issue 41): the event's title and description are in it; absent: English. */
  language?: Language;
  now: Date;
}

/** One UID per lead, so a calendar updates the event after a reschedule instead of adding a second. */
export function bookingIcs(b: BookingIcsInput, rules: Pick<ScheduleRules, 'timeZone'>): string {
  const tr = translator(b.language ?? 'en');
  return appointmentIcs(
    {
      uid: `${b.email}@pressure-wash-booking`,
      day: b.day,
      slot: b.time,
      durationMinutes: 120,
      summary: tr.t('calendar.summary', { kind: b.kind ?? 'quote' }),
      address: b.address,
      description: tr.t('calendar.description', { services: b.services }),
      now: b.now,
    },
    rules,
  );
}
