/**
 * The unsubscribe link of a follow-up e-mail (RFC 2369, RFC 8058). The token is the server's (sealed, so
 * it says nothing readable); these are the link's path and the headers a mail carries.
 */

import { pathInLanguage, type Language } from '../i18n/language.js';

/**
 * The unsubscribe page of a token: `GET` shows a button, `POST` withdraws (one click, RFC 8058); under
 * `/es` in Spanish for a Spanish lead (decision 0321).
 */
export const unsubscribePath = (token: string, language: Language = 'en'): string =>
  pathInLanguage(`/unsubscribe/${encodeURIComponent(token)}`, language);

/** The body a mail client posts for a one-click unsubscribe (RFC 8058 §3.1). */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/**
 * The `List-Unsubscribe` and `List-Unsubscribe-Post` header values for a mail whose unsubscribe link is
 * `url` (absolute, http or https; mail clients offer one click only for https). Throws on anything else,
 * so a header can never carry a line break or a second URI.
 *
 * @example
 * listUnsubscribeHeaders('https://example.com/unsubscribe/abc')
 * // { 'List-Unsubscribe': '<https://example.com/unsubscribe/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
 */
export function listUnsubscribeHeaders(url: string): {
  'List-Unsubscribe': string;
  'List-Unsubscribe-Post': string;
} {
  // One absolute http(s) URI of printable ASCII, none of the characters that end or split the header's list.
  if (!/^https?:\/\/[\x21-\x7e]+$/.test(url) || /[<>,"]/.test(url)) {
    throw new Error(`not an absolute http(s) unsubscribe URL: ${JSON.stringify(url)}`);
  }
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': ONE_CLICK_BODY };
}
