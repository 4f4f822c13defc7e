import { z } from 'zod';

/** The longest e-mail address a prospect may give (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX = 254;

/**
 * The one e-mail rule (decision 0204): a single mailbox, `local@domain.tld`, as zod's `z.email()` reads
 * it. No display name, quotes, comments, spaces, commas, semicolons, angle brackets or group syntax, which
 * mail software reads as more than one recipient; ASCII only. The wizard, the booking modal, the capture
 * schema and the server all judge an address with this, so the browser never lets through what the server
 * refuses, and the mail outbox never sends to what this refuses.
 */
export const EmailAddressSchema = z
  .email({ error: 'must be a valid email address' })
  .max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` });

/**
 * Whether `value` is one mailbox by the one e-mail rule. Surrounding spaces are ignored, as every schema
 * trims them before storing.
 */
export function isValidEmail(value: string): boolean {
  return EmailAddressSchema.safeParse(value.trim()).success;
}

/** The e-mail as a lead is matched and keyed: trimmed and lower-cased (decision 0152). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
