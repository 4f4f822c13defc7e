/**
 * What keeps a booking e-mail to its one recipient and the prospect's text to plain lines (decision 0204).
 * The recipient is checked by the one e-mail rule of @pw/funnel again at sending, so a row stored before
 * that rule (or by any other way in) is refused rather than read by nodemailer as a list of recipients.
 */
import { isValidEmail } from '@pw/funnel';

/**
 * A mail's subject and prospect text on one safe line: @pw/funnel's `safeText` (decision 0311), shared
 * with the owner's alerts, the texts and the pushes: no line breaks, no bidi or invisible controls.
 */
export { safeText as oneLine } from '@pw/funnel';

/** Thrown when a mail's recipient is not one address: the mail is given up at once, never retried. */
export class RecipientRefused extends Error {
  override readonly name = 'RecipientRefused';
}

/**
 * The one recipient of a mail, as an address object: nodemailer splits a string on commas, semicolons and
 * group syntax, but takes an object's address as one. Throws `RecipientRefused` unless `to` is one mailbox.
 */
export function oneRecipient(to: string): { name: string; address: string } {
  if (!isValidEmail(to)) {
    // JSON keeps the stored error on one line whatever the address holds.
    throw new RecipientRefused(
      `not sent: the recipient is not one e-mail address: ${JSON.stringify(to.slice(0, 120))}`,
    );
  }
  return { name: '', address: to.trim() };
}
