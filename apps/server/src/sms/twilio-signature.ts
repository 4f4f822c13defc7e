/**
 * Twilio's request signature (`X-Twilio-Signature`, decision 0243): the base64 HMAC-SHA1, keyed with the
 * account's auth token, of the full URL Twilio called followed by each POST parameter's name and value,
 * sorted by name. Checked with a constant-time compare.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Twilio sends for a POST of `params` to `url`. */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  // A repeated name contributes each of its values, in sorted order, as Twilio's own libraries do.
  const data = names
    .map((n) =>
      params
        .getAll(n)
        .sort()
        .map((v) => n + v)
        .join(''),
    )
    .join('');
  return createHmac('sha1', authToken)
    .update(url + data, 'utf8')
    .digest('base64');
}

/** Whether `signature` is the one Twilio would send for this request. */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
