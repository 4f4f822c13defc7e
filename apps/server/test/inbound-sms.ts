/**
 * A text's reply as Twilio posts it to `/api/sms/inbound`: form-encoded, signed with `X-Twilio-Signature`
 * computed here as Twilio's documentation says (not with the server's code).
 */
import { createHmac, randomUUID } from 'node:crypto';

/** Twilio's signature of `url` and `form` with the account's auth token. */
export const twilioSignature = (token: string, url: string, form: Record<string, string>): string =>
  createHmac('sha1', token)
    .update(
      url +
        Object.keys(form)
          .sort()
          .map((k) => k + form[k])
          .join(''),
    )
    .digest('base64');

/** The headers and body of a reply `body` from `from`, signed for the site at `site`. */
export function inboundReply(o: { site: string; token: string; from: string; body: string }): {
  headers: Record<string, string>;
  payload: string;
} {
  const form = {
    From: o.from,
    To: '+15615550100',
    Body: o.body,
    MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
  };
  const url = `${o.site.replace(/\/+$/, '')}/api/sms/inbound`;
  return {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(o.token, url, form),
    },
    payload: new URLSearchParams(form).toString(),
  };
}
