/**
 * Speed to lead (issue 19, decision 0210): which captures alert the owner, how alerts are coalesced, and
 * what an alert says. Pure: the server feeds it the lead, the clock and the site's address.
 */
import { formatPhoneDisplay, nationalDigits } from '../contact/phone.js';
import { safeText, withoutLinks } from '../contact/safe-text.js';
import type { Lead } from '../lead/lead.js';
import type { AppointmentChangeBy, Stage } from '../lead/stages.js';
import { formatDollars } from '../pricing/dollars.js';
import { jobLengthText } from '../pricing/job-minutes.js';

/** Why the owner is alerted: the lead became reachable, asked for a price, booked, or changed a booking. */
export type AlertReason = 'reachable' | 'quote' | 'booked' | 'changed';

/**
 * Coalescing: an alert waits until its lead has been quiet this long, so a prospect stepping through the
 * wizard gives one alert with the latest state rather than one per step...
 */
export const ALERT_QUIET_MS = 20_000;
/** ...but never longer than this after the capture that raised it: the owner hears within a minute. */
export const ALERT_LATEST_MS = 45_000;

/**
 * The reason a capture alerts the owner, or null. The capture that first makes a lead reachable (the
 * lead is new: the e-mail is given for the first time), a price asked, a booking, and a move or a
 * cancellation the prospect made; never test data, screen views or the owner's own changes.
 */
export function alertReasonOf(
  stage: Stage,
  s: { newLead: boolean; by?: AppointmentChangeBy },
): AlertReason | null {
  if (stage === 'appointment_scheduled') return 'booked';
  if (stage === 'appointment_rescheduled' || stage === 'appointment_cancelled')
    return s.by === 'manage-link' ? 'changed' : null;
  if (stage === 'quote_details') return 'quote';
  const quiet: readonly Stage[] = ['data_fields_test', 'test_data', 'test_data_sent', 'screen_viewed'];
  if (quiet.includes(stage)) return null;
  return s.newLead ? 'reachable' : null;
}

/** When a coalesced alert is due: `ALERT_QUIET_MS` after its latest capture, at most `ALERT_LATEST_MS` after its first. */
export function alertDueAt(firstAt: Date, latestAt: Date): Date {
  return new Date(Math.min(latestAt.getTime() + ALERT_QUIET_MS, firstAt.getTime() + ALERT_LATEST_MS));
}

/** An alert's first words, by reason (the e-mail's subject, the text message's start). */
export const ALERT_HEADLINES: Record<AlertReason, string> = {
  reachable: 'New lead',
  quote: 'Quote requested',
  booked: 'New booking',
  changed: 'Booking changed',
};

/**
 * A stage as a person reads it: `quote_details` → `Quote details`; the screen view is "Wizard opened",
 * the waitlist's stage "On the waitlist" (the inbox's filter and the lead's page say it so).
 */
export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return '—';
  if (stage === 'screen_viewed') return 'Wizard opened';
  if (stage === 'waitlist_joined') return 'On the waitlist';
  const words = stage.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "just now", "3 min ago", "2 h ago", "5 days ago". */
export function waitedFor(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`;
}

/** The lead as an alert describes it: read from the lead's row when the alert is sent. */
export type AlertLead = Pick<
  Lead,
  'name' | 'email' | 'phone' | 'serviceNeeded' | 'propertyType' | 'quotedPrice'
> & {
  stage: string | null;
  /** Offered a free on-site assessment instead of a price (the stored quote says so; decision 0254). */
  assessment?: boolean;
  /** The quoted job's crew minutes (the stored quote's `jobMinutes`, issue 42); absent before a timed quote. */
  jobMinutes?: number;
};

/**
 * What every alert says of a lead, on every channel: who (the name, else the e-mail), what they want (the
 * services, the property type in brackets; '' when neither) and the price (null before a quote; 'on-site
 * assessment' for a job offered one instead of a price). Each text goes through `plain`, the channel's
 * rule for prospect text (`safeText`, or a stricter one), and loses what a phone would make a link of
 * (`withoutLinks`): the alert's only link is the lead's page.
 */
export function alertFacts(
  lead: AlertLead,
  plain: (text: string) => string = safeText,
): { who: string; wants: string; price: string | null } {
  const typed = (text: string) => withoutLinks(plain(text));
  const [service, property] = [typed(lead.serviceNeeded), typed(lead.propertyType)];
  return {
    who: typed(lead.name) || plain(lead.email) || 'A prospect',
    wants: service ? `${service}${property ? ` (${property})` : ''}` : property,
    price:
      lead.quotedPrice !== null
        ? formatDollars(lead.quotedPrice)
        : lead.assessment
          ? 'on-site assessment'
          : null,
  };
}

/** What an alert says, as a subject and a plain-text body (e-mail; a text message takes the body). */
export interface OwnerAlert {
  subject: string;
  text: string;
}

/**
 * The alert about `lead`: who, what they want, the price quoted, how far they got, how long ago, a number
 * to call and the lead's page in the owner area.
 *
 * @example
 * ownerAlert(lead, 'quote', { firstAt, now, leadUrl: 'https://wash.example/admin/leads/ana%40example.com' })
 * // { subject: 'Quote requested: Ana, $900', text: 'Ana wants House Exterior, Roof Cleaning ...' }
 */
export function ownerAlert(
  lead: AlertLead,
  reason: AlertReason,
  o: { firstAt: Date; now: Date; leadUrl: string },
): OwnerAlert {
  const { who, wants, price } = alertFacts(lead);
  const digits = nationalDigits(lead.phone);
  const lines = [
    `${who} ${wants ? `wants ${wants}` : 'left their details'}.`,
    lead.assessment
      ? 'Offered a free on-site assessment instead of a price.'
      : price
        ? `Quoted: ${price}.`
        : 'No price quoted yet.',
    ...(lead.jobMinutes ? [`Job length: ${jobLengthText(lead.jobMinutes)} of crew time.`] : []),
    `Reached: ${stageLabel(lead.stage)}, ${waitedFor(o.firstAt, o.now)}.`,
    digits ? `Call: ${formatPhoneDisplay(lead.phone)} tel:+1${digits}` : `E-mail: ${safeText(lead.email)}`,
    `Lead: ${o.leadUrl}`,
  ];
  return {
    subject: `${ALERT_HEADLINES[reason]}: ${who}${price ? `, ${price}` : ''}`.slice(0, 200),
    text: `${lines.join('\n')}\n`,
  };
}
