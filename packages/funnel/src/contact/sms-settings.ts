/**
 * The text-message provider's settings (issue 19, decision 0211): a Twilio-shaped Messages API, so any
 * compatible provider works by its base URL. The owner saves them in Settings (`PUT /api/admin/alerts`,
 * `smsProvider`); the environment's `SMS_*` apply to what the owner left empty. The auth token is
 * write-only: a view says only whether one is set.
 */
import { z } from 'zod';
import { toE164 } from './phone.js';

/** Twilio's default API origin. */
export const DEFAULT_SMS_BASE_URL = 'https://api.twilio.com';

/**
 * A text field checked and normalised by `rule` (null: refused with `message`); with `emptyOk`, an empty
 * field is kept as '' (not set here: the environment's value applies).
 */
const field = (rule: (v: string) => string | null, message: string, emptyOk = false) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (emptyOk && v === '') return '';
      const normalised = rule(v);
      if (normalised !== null) return normalised;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

const MESSAGING_SERVICE = /^MG[0-9a-fA-F]{32}$/;

/** Whether a sender is a Messaging Service SID (sent as `MessagingServiceSid`) rather than a number (`From`). */
export const isMessagingService = (sender: string): boolean => MESSAGING_SERVICE.test(sender);

const HTTPS = /^https:\/\/[^/?#@\s]+(\/[^?#\s]*)?$/;
/** Plain http only to this machine (a local relay or a test double): elsewhere the token would travel in clear. */
const HTTP_LOCAL = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?(\/[^?#\s]*)?$/;

const RULES = {
  /** An account identifier as it goes into the API's path: Twilio's `AC…`, or a compatible provider's id. */
  accountSid: [
    (v: string) => (/^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : null),
    'must be the account SID (letters, digits, - and _, at most 64)',
  ],
  /** The auth token (Twilio's is 32 hex characters; compatible providers' differ). */
  authToken: [
    (v: string) => (/^[\x21-\x7e]{1,256}$/.test(v) ? v : null),
    'must be the token as the provider shows it: no spaces, at most 256 characters',
  ],
  /** The sender: a phone number of the account (kept in E.164) or a Messaging Service SID (`MG…`). */
  from: [
    (v: string) => (isMessagingService(v) ? v : toE164(v)),
    'must be a phone number of your account, such as +15615550100, or a Messaging Service SID (MG…)',
  ],
  /** The API's base URL (`https://api.twilio.com`, or a compatible provider's), without a trailing slash. */
  baseUrl: [
    (raw: string) => {
      const v = raw.replace(/\/+$/, '');
      return (HTTPS.test(v) || HTTP_LOCAL.test(v)) && z.url().safeParse(v).success ? v : null;
    },
    'must be an https:// address such as https://api.twilio.com (http:// only to this machine), without a user name, query or #',
  ],
} as const;

/**
 * `smsProvider` of `PUT /api/admin/alerts`. Empty fields are not set in the settings (the environment's
 * `SMS_*` apply). `authToken` absent or empty keeps the saved token, `null` forgets it.
 */
export const SmsProviderSettingsSchema = z.strictObject({
  accountSid: field(...RULES.accountSid, true),
  authToken: field(...RULES.authToken, true)
    .nullable()
    .optional(),
  from: field(...RULES.from, true),
  baseUrl: field(...RULES.baseUrl, true),
});
export type SmsProviderSettings = z.infer<typeof SmsProviderSettingsSchema>;

/** The provider's settings as the owner area shows them: never the token, only whether one is set. */
export interface SmsProviderView {
  /** What the owner saved ('' where they left the field to the environment). */
  saved: { accountSid: string; from: string; baseUrl: string; tokenSet: boolean };
  /** What sending uses: the saved value, else the environment's (`SMS_*`), else Twilio's base URL. */
  effective: { accountSid: string; from: string; baseUrl: string; tokenSet: boolean };
  /** The effective settings are complete: account SID, token and sender. */
  ready: boolean;
}
