/**
 * The e-mails a booking sends (decision 0134): for a new booking, the prospect's confirmation with the .ics
 * and the manage link, and the owner's new-booking notice when OWNER_EMAIL is set; for a move or a
 * cancellation (decision 0203), the prospect is told, and the owner too when the prospect made it through
 * the manage link. Built when the change is recorded, so the mail says what was booked even if it is sent
 * hours later after retries. The prospect's texts are put on one safe line first (decisions 0204, 0311):
 * they reach subjects and body lines, and a line break in a name must not add a header or a paragraph,
 * nor a bidi control turn a line around. What the prospect gets is in the lead's language, from the
 * catalogs' `mail.*` (issue 41, decision 0321), its services named as the price book names them in it
 * (`servicesTextIn`, decision 0329); what the owner gets stays English.
 */
import {
  appointmentWhen,
  dayLabel,
  leadLanguage,
  manageBookingPath,
  pathInLanguage,
  safeText,
  servicesTextIn,
  translator,
  type AppointmentChangeBy,
  type AppointmentKind,
  type Language,
  type Lead,
  type PriceBook,
  type ScheduleRules,
  withoutLinks,
} from '@pw/funnel';
import { bookingIcs } from './booking-ics.js';

/** Where mail goes and how links in it are made; absent means e-mail is off. */
export interface MailSettings {
  /** The site's public origin, e.g. https://www.example.com. */
  publicUrl: string;
  ownerEmail?: string;
  /** Whether the owner's lead alerts may be e-mailed (to `ownerEmail`; OWNER_ALERTS, decision 0210). */
  ownerAlerts?: boolean;
}

export type MailKind =
  | 'booking_confirmation'
  | 'owner_new_booking'
  | 'booking_moved'
  | 'owner_booking_moved'
  | 'booking_cancelled'
  | 'owner_booking_cancelled'
  | 'owner_alert'
  | 'owner_alert_test'
  /** A prospect's follow-up, by its step (issue 20, decision 0241). */
  | 'follow_up_1'
  | 'follow_up_2'
  | 'follow_up_3';

export interface MailDraft {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  manageUrl: string | null;
}

/** The site's public address without a trailing slash, for links in e-mails. */
const siteOrigin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The web app's manage page for a token, at the site's public address, in the lead's language. */
const manageBookingUrl = (publicUrl: string, token: string, language: Language) =>
  `${siteOrigin(publicUrl)}${manageBookingPath(token, language)}`;

type BookedLead = Pick<
  Lead,
  'name' | 'phone' | 'address' | 'serviceNeeded' | 'appointmentDate' | 'appointmentTime'
> & { email: string; appointmentKind?: Lead['appointmentKind']; language?: Language };

/** The lead with every text the prospect wrote on one line (`safeText`); the drafts read only this. */
const plainLead = (lead: BookedLead): BookedLead => ({
  ...lead,
  // A name typed as a link would be one in the prospect's mail and the owner's (decision 0311).
  name: withoutLinks(safeText(lead.name)),
  email: safeText(lead.email),
  phone: safeText(lead.phone),
  address: safeText(lead.address),
  serviceNeeded: safeText(lead.serviceNeeded),
});

/**
 * How the owner's e-mails name the booking by its kind (decision 0254); the prospect's say it through the
 * catalog's `{kind, select, ...}`. Every e-mail about a booking, new, moved or cancelled, says the same.
 */
const KIND_WORDS: Record<AppointmentKind, { subject: string; owner: string }> = {
  quote: { subject: 'pressure washing appointment', owner: 'booking' },
  assessment: { subject: 'free on-site assessment', owner: 'assessment' },
};
const kindOf = (lead: BookedLead): AppointmentKind => lead.appointmentKind ?? 'quote';
const wordsOf = (lead: BookedLead) => KIND_WORDS[kindOf(lead)];
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The owner's way of saying when (English, the owner's area). */
const whenOf = (day: string, time: string) => `${dayLabel(day)} at ${time}`;

/**
 * What the prospect's e-mails say, in the lead's language: its translator, its words for when, and its
 * services as `book` names them in it (as the lead's row has them without a book).
 */
function prospectWords(lead: BookedLead, rules: Pick<ScheduleRules, 'timeZone'>, book?: PriceBook) {
  const language = leadLanguage(lead);
  const tr = translator(language);
  const t: typeof tr.t = (key, values) => tr.t(key, values);
  const services = book ? servicesTextIn(book, lead.serviceNeeded, language) : lead.serviceNeeded;
  return {
    language,
    t,
    services,
    when: (day: string, time: string) => appointmentWhen(language, day, time, rules),
    greeting: lead.name ? t('mail.greeting', { name: lead.name }) : t('mail.greeting.noName'),
    /** Where and what, as every booking e-mail lists them. */
    job: [t('mail.job.address', { address: lead.address }), t('mail.job.services', { services })],
  };
}
/** Where and what, in the owner's e-mails. */
const jobLines = (lead: BookedLead) => [`Address: ${lead.address}`, `Services: ${lead.serviceNeeded}`];
/** The appointment's calendar event, services as the prospect's mail names them; one UID per lead. */
const icsOf = (
  lead: BookedLead,
  services: string,
  slot: { day: string; time: string },
  rules: Pick<ScheduleRules, 'timeZone'>,
  now: Date,
) =>
  bookingIcs(
    {
      email: lead.email,
      ...slot,
      address: lead.address,
      services,
      kind: lead.appointmentKind,
      language: leadLanguage(lead),
      now,
    },
    rules,
  );

/**
 * The drafts for one new booking of `lead` (its e-mail, day and time set). `book` (the price book in
 * force) names the services in the prospect's mail and calendar file in the lead's language.
 */
export function bookingMails(
  given: BookedLead,
  manageToken: string,
  settings: MailSettings,
  rules: Pick<ScheduleRules, 'timeZone'>,
  now: Date,
  book?: PriceBook,
): MailDraft[] {
  const lead = plainLead(given);
  const day = lead.appointmentDate!;
  const time = lead.appointmentTime!;
  const when = whenOf(day, time);
  const p = prospectWords(lead, rules, book);
  const manageUrl = manageBookingUrl(settings.publicUrl, manageToken, p.language);
  const ics = icsOf(lead, p.services, { day, time }, rules, now);
  // An on-site assessment says so (decision 0254): the prospect was offered a visit, not a price.
  const words = wordsOf(lead);
  const assessment = lead.appointmentKind === 'assessment';
  const kind = kindOf(lead);
  const prospectWhen = p.when(day, time);
  const drafts: MailDraft[] = [
    {
      kind: 'booking_confirmation',
      to: lead.email,
      subject: p.t('mail.booked.subject', { kind, when: prospectWhen }),
      text: [
        p.greeting,
        '',
        `${p.t('mail.booked.line', { kind, when: prospectWhen, timeZone: rules.timeZone })}${
          assessment ? ` ${p.t('mail.booked.assessmentNote')}` : ''
        }`,
        ...p.job,
        '',
        p.t('mail.booked.calendarFile'),
        p.t('mail.booked.manage', { url: manageUrl }),
      ].join('\n'),
      ics,
      manageUrl,
    },
  ];
  if (settings.ownerEmail) {
    drafts.push({
      kind: 'owner_new_booking',
      to: settings.ownerEmail,
      subject: `New ${words.owner}: ${lead.name || lead.email}, ${when}`,
      text: [
        `New booking${assessment ? `: ${words.subject}` : ''} for ${when} (${rules.timeZone}).`,
        `Name: ${lead.name}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        ...jobLines(lead),
      ].join('\n'),
      ics,
      manageUrl: null,
    });
  }
  return drafts;
}

/** A move or a cancellation of a booking, and who made it. */
export interface BookingChange {
  stage: 'appointment_rescheduled' | 'appointment_cancelled';
  by: AppointmentChangeBy;
  /** The appointment before the change. */
  was: { day: string; time: string };
}

/**
 * The drafts for a change to `lead`'s booking (after the change: a move's new day and time set). The
 * prospect hears of every change, with the moved event's .ics (same UID, so a calendar updates it); the
 * owner hears of the ones the prospect made, having made the others. The manage link is not repeated:
 * only its hash is stored, and the one in the confirmation stays valid (a move extends it). `book` names
 * the services as `bookingMails` does.
 */
export function bookingChangeMails(
  change: BookingChange,
  given: BookedLead,
  settings: MailSettings,
  rules: Pick<ScheduleRules, 'timeZone'>,
  now: Date,
  book?: PriceBook,
): MailDraft[] {
  const lead = plainLead(given);
  const was = whenOf(change.was.day, change.was.time);
  const who = lead.name || lead.email;
  const words = wordsOf(lead);
  const p = prospectWords(lead, rules, book);
  const kind = kindOf(lead);
  const prospectWas = p.when(change.was.day, change.was.time);
  const { timeZone } = rules;
  // A move's new day and time; a move that left no appointment (its slot refused) has nothing to announce.
  const { appointmentDate: day, appointmentTime: time } = lead;
  const when = change.stage === 'appointment_rescheduled' && day && time ? whenOf(day, time) : null;
  if (change.stage === 'appointment_rescheduled' && !when) return [];
  const drafts: MailDraft[] = [];
  if (when) {
    const movedTo = p.when(day!, time!);
    drafts.push({
      kind: 'booking_moved',
      to: lead.email,
      subject: p.t('mail.moved.subject', { kind, when: movedTo }),
      text: [
        p.greeting,
        '',
        p.t('mail.moved.line', { kind, was: prospectWas, when: movedTo, timeZone }),
        ...p.job,
        '',
        p.t('mail.moved.calendarFile'),
        p.t('mail.moved.manage'),
      ].join('\n'),
      ics: icsOf(lead, p.services, { day: day!, time: time! }, rules, now),
      manageUrl: null,
    });
  } else {
    drafts.push({
      kind: 'booking_cancelled',
      to: lead.email,
      subject: p.t('mail.cancelled.subject', { kind, was: prospectWas }),
      text: [
        p.greeting,
        '',
        p.t('mail.cancelled.line', { kind, was: prospectWas, timeZone }),
        // The site's home in the lead's language: `/` or `/es`.
        p.t('mail.cancelled.bookAgain', {
          url: `${siteOrigin(settings.publicUrl)}${pathInLanguage('/', p.language)}`,
        }),
      ].join('\n'),
      ics: null,
      manageUrl: null,
    });
  }
  if (settings.ownerEmail && change.by === 'manage-link') {
    drafts.push({
      kind: when ? 'owner_booking_moved' : 'owner_booking_cancelled',
      to: settings.ownerEmail,
      subject: when
        ? `${capitalized(words.owner)} moved: ${who}, ${was} to ${when}`
        : `${capitalized(words.owner)} cancelled: ${who}, ${was}`,
      text: [
        when
          ? `${who} moved their ${words.owner} from ${was} to ${when} (${rules.timeZone}) with the manage link.`
          : `${who} cancelled their ${words.owner} on ${was} (${rules.timeZone}) with the manage link.`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        ...jobLines(lead),
      ].join('\n'),
      ics: null,
      manageUrl: null,
    });
  }
  return drafts;
}
