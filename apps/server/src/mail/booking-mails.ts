/**
 * The e-mails a new booking sends (decision 0134): the prospect's confirmation with the .ics and the
 * manage link, and the owner's new-booking notice when OWNER_EMAIL is set. Built when the booking is
 * recorded, so the mail says what was booked even if it is sent hours later after retries.
 */
import { dayLabel, manageBookingPath, type Lead, type ScheduleRules } from '@pw/funnel';
import { bookingIcs } from '../leads/booking-ics.js';

/** Where mail goes and how links in it are made; absent means e-mail is off. */
export interface MailSettings {
  /** The site's public origin, e.g. https://www.example.com. */
  publicUrl: string;
  ownerEmail?: string;
}

export type MailKind = 'booking_confirmation' | 'owner_new_booking';

export interface MailDraft {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  manageUrl: string | null;
}

/** The web app's manage page for a token, at the site's public address. */
const manageBookingUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${manageBookingPath(token)}`;

/** The drafts for one new booking of `lead` (its e-mail, day and time set). */
export function bookingMails(
  lead: Pick<Lead, 'name' | 'phone' | 'address' | 'serviceNeeded' | 'appointmentDate' | 'appointmentTime'> & {
    email: string;
  },
  manageToken: string,
  settings: MailSettings,
  rules: Pick<ScheduleRules, 'timeZone'>,
  now: Date,
): MailDraft[] {
  const day = lead.appointmentDate!;
  const time = lead.appointmentTime!;
  const when = `${dayLabel(day)} at ${time}`;
  const manageUrl = manageBookingUrl(settings.publicUrl, manageToken);
  const ics = bookingIcs(
    { email: lead.email, day, time, address: lead.address, services: lead.serviceNeeded, now },
    rules,
  );
  const drafts: MailDraft[] = [
    {
      kind: 'booking_confirmation',
      to: lead.email,
      subject: `Your pressure washing appointment: ${when}`,
      text: [
        `Hi ${lead.name || 'there'},`,
        '',
        `Your appointment is booked for ${when} (${rules.timeZone}).`,
        `Address: ${lead.address}`,
        `Services: ${lead.serviceNeeded}`,
        '',
        'The attached file adds it to your calendar.',
        `To see, reschedule or cancel it: ${manageUrl}`,
      ].join('\n'),
      ics,
      manageUrl,
    },
  ];
  if (settings.ownerEmail) {
    drafts.push({
      kind: 'owner_new_booking',
      to: settings.ownerEmail,
      subject: `New booking: ${lead.name || lead.email}, ${when}`,
      text: [
        `New booking for ${when} (${rules.timeZone}).`,
        `Name: ${lead.name}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        `Address: ${lead.address}`,
        `Services: ${lead.serviceNeeded}`,
      ].join('\n'),
      ics,
      manageUrl: null,
    });
  }
  return drafts;
}
