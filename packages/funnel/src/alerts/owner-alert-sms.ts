/**
 * The owner's alert as a text message (issue 19, decision 0211): one line, plain text, at most two
 * segments, so it arrives whole and costs at most two messages. Pure, like `ownerAlert`.
 */
import { formatPhoneDisplay, nationalDigits } from '../contact/phone.js';
import { plainSmsText } from '../contact/safe-text.js';
import { fitSms } from '../contact/sms-segments.js';
import {
  ALERT_HEADLINES,
  alertFacts,
  stageLabel,
  waitedFor,
  type AlertLead,
  type AlertReason,
} from './owner-alert.js';

/**
 * The alert about `lead` as one line of at most two SMS segments: who, what, the price, the step reached
 * and how long ago, then a number to call and the lead's page. When it is too long, the description is
 * cut, never the number or the link; a link too long to fit at all is left out.
 *
 * @example
 * ownerAlertSms(lead, 'quote', { firstAt, now, leadUrl })
 * // 'Quote requested: Ana, Roof Cleaning (Residential), $900, reached Quote details 3 min ago. Call (561) 555-0123 https://…'
 */
export function ownerAlertSms(
  lead: AlertLead,
  reason: AlertReason,
  o: { firstAt: Date; now: Date; leadUrl: string },
): string {
  const { who, wants, price } = alertFacts(lead, plainSmsText);
  const reached = `reached ${stageLabel(lead.stage)} ${waitedFor(o.firstAt, o.now)}`;
  const facts = [who, wants, price ?? 'no price yet', reached];
  const head = `${ALERT_HEADLINES[reason]}: ${facts.filter(Boolean).join(', ')}.`;
  const digits = nationalDigits(lead.phone);
  const reach =
    digits.length === 10 ? ` Call ${formatPhoneDisplay(digits)}` : ` E-mail ${plainSmsText(lead.email)}`;
  // The tail is ASCII and the head's cut ends with it, so without the tail the head always fits.
  return fitSms(head, `${reach} ${o.leadUrl}`) ?? fitSms(head, reach) ?? fitSms(head, '')!;
}
