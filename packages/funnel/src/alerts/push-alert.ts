/**
 * What a push notification about a lead says (issue 19, decision 0214): the same facts as the e-mail
 * alert (`ownerAlert`) in the few words a lock screen shows. Plain text only, bounded, with the lead's
 * page as a path of the owner area (the service worker opens it on its own origin).
 */
import { safeText } from '../contact/safe-text.js';
import {
  ALERT_HEADLINES,
  alertFacts,
  stageLabel,
  waitedFor,
  type AlertLead,
  type AlertReason,
} from './owner-alert.js';

/** A notification: title and body as plain text, and the owner-area path a tap opens. */
export interface PushAlert {
  title: string;
  body: string;
  url: string;
}

/** Lock screens cut titles at about 40-60 characters and bodies at 2-4 lines. */
export const PUSH_TITLE_MAX = 60;
export const PUSH_BODY_MAX = 180;

/** The notification a test send shows (Settings → Alerts on this device). */
export const PUSH_TEST_ALERT: PushAlert = {
  title: 'Test alert',
  body: 'Lead alerts reach this device.',
  url: '/admin/settings',
};

/**
 * `text` as a notification shows it: `safeText` (one line, no bidirectional or invisible controls, which
 * could make a name read backwards), without angle brackets (some desktop notification servers read a
 * subset of HTML in bodies), and at most `max` characters, an ellipsis marking a cut. Counts code points, so
 * an emoji is never split in half.
 */
export function notificationText(text: string, max: number): string {
  const plain = safeText(text).replace(/[<>]/g, '').replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(plain);
  return chars.length <= max
    ? plain
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The notification about `lead`: who and why in the title; what they want, the price, the step and how
 * long ago in the body; `leadPath` (the lead's page in the owner area) as the tap's target.
 *
 * @example
 * pushAlert(lead, 'quote', { firstAt, now, leadPath: '/admin/leads/ana%40example.com' })
 * // { title: 'Quote requested: Ana', body: 'House Exterior (Residential) · $900 · Quote details, 3 min ago', url: … }
 */
export function pushAlert(
  lead: AlertLead,
  reason: AlertReason,
  o: { firstAt: Date; now: Date; leadPath: string },
): PushAlert {
  const { who, wants, price } = alertFacts(lead);
  return {
    title: notificationText(`${ALERT_HEADLINES[reason]}: ${who}`, PUSH_TITLE_MAX),
    body: notificationText(
      `${wants || 'Details left'} · ${price ?? 'no price yet'} · ${stageLabel(lead.stage)}, ${waitedFor(o.firstAt, o.now)}`,
      PUSH_BODY_MAX,
    ),
    url: o.leadPath,
  };
}
