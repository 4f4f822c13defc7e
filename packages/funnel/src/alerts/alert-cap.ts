/**
 * The owner's alerts bounded per channel (issue 38, decision 0311): 300 leads in a minute gave the owner
 * 300 texts, 300 e-mails and 600 pushes. Each channel sends at most its cap of messages in any rolling
 * hour; past it, alerts are held and one summary ("And K more leads: see the inbox") tells of them.
 * Pure: the server counts what it sent and feeds the times in.
 */
import type { PushAlert } from './push-alert.js';

/** The owner's alert channels. */
export type AlertChannel = 'email' | 'sms' | 'push';

/** The rolling window a cap counts in. */
export const ALERT_CAP_WINDOW_MS = 3_600_000;

/**
 * Messages a channel sends the owner in any rolling hour, summaries included: texts cost and buzz, so
 * fewer; an e-mail or a push is cheap to glance at. A push counts once per alert, whatever the devices.
 */
export const ALERT_CAPS: Readonly<Record<AlertChannel, number>> = { sms: 10, email: 20, push: 20 };

/** A summary waits this long after the first alert it holds, so a flood is told in one message. */
export const ALERT_SUMMARY_GATHER_MS = 5 * 60_000;

/** What a channel does with a due alert: send it alone, or hold it for the next summary. */
export type AlertWay = 'alone' | 'held';

/**
 * The way of a due alert on a channel that sent `sent` messages in the past window and holds `held`
 * alerts: alone while there is room, keeping the window's last message for a summary; held once the
 * room is gone, and while others wait, so the summary keeps the order in which leads came.
 *
 * @example
 * alertWay({ sent: 3, held: 0 }, 10) // 'alone'
 * alertWay({ sent: 9, held: 0 }, 10) // 'held': the tenth message is the summary's
 */
export function alertWay(s: { sent: number; held: number }, cap: number): AlertWay {
  return s.held === 0 && s.sent < cap - 1 ? 'alone' : 'held';
}

/**
 * When the summary of a channel's held alerts may go: `ALERT_SUMMARY_GATHER_MS` after the first was held,
 * and not before the window has room (the message that fills it is `sentAt[length - cap]`, ascending).
 */
export function summaryDueAt(
  firstHeldAt: Date,
  sentAt: readonly Date[],
  cap: number,
  windowMs = ALERT_CAP_WINDOW_MS,
): Date {
  const gathered = firstHeldAt.getTime() + ALERT_SUMMARY_GATHER_MS;
  const blocking = sentAt[sentAt.length - cap];
  return new Date(blocking ? Math.max(gathered, blocking.getTime() + windowMs) : gathered);
}

/** A summary on each channel: the text, the e-mail and the notification. */
export interface AlertSummary {
  sms: string;
  email: { subject: string; text: string };
  push: PushAlert;
}

/**
 * The summary of `count` held alerts, pointing at the inbox (`inboxUrl` for texts and e-mails,
 * `inboxPath` for a push, which opens on the owner area's origin).
 *
 * @example
 * alertSummary(291, { inboxUrl: 'https://wash.example/admin/leads', inboxPath: '/admin/leads' }).sms
 * // 'And 291 more leads: see the inbox https://wash.example/admin/leads'
 */
export function alertSummary(count: number, o: { inboxUrl: string; inboxPath: string }): AlertSummary {
  const more = `And ${count} more ${count === 1 ? 'lead' : 'leads'}`;
  return {
    sms: `${more}: see the inbox ${o.inboxUrl}`,
    email: {
      subject: `${more}: see the inbox`,
      text: `${more} came in after the alerts you were sent; alerts pause at ${ALERT_CAPS.email} e-mails an hour so a rush does not bury you.\nSee them all in the inbox: ${o.inboxUrl}\n`,
    },
    push: { title: `${more}`, body: 'See them in the inbox.', url: o.inboxPath },
  };
}
