/**
 * The one interface to a text-message provider (decision 0211), shaped by Twilio's Messages API, with its
 * one production adapter, `twilioProvider`: `POST {baseUrl}/2010-04-01/Accounts/{accountSid}/Messages.json`,
 * form-encoded `To`, `From` (or `MessagingServiceSid`) and `Body`, HTTP Basic auth (account SID and auth
 * token). Any Twilio-compatible provider works by its base URL. Each message carries its own
 * `Idempotency-Key` header (decision 0308): a provider that honours it takes a repeated request once.
 */
import { isMessagingService } from '@pw/funnel';
import { parseRetryAfter } from '../outbox/backoff.js';

/** What a provider needs: the account, its token, the sender (a number or `MG…`) and the API's origin. */
export interface SmsProviderConfig {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

/** The provider took the message (`sid`, its id; `status` such as `queued`), or why it did not. */
export type SmsResult =
  | { ok: true; sid: string | null; status: string | null }
  | {
      ok: false;
      /** Sending it again cannot succeed (an invalid number, a refused body): the row is given up at once. */
      permanent: boolean;
      /** For the owner and the log: the provider's code and message, or what went wrong on the way. */
      error: string;
      /** How long the provider asked to wait (429's `Retry-After`). */
      retryAfterMs?: number;
      /** The request went out and no answer came (a timeout): it may have been taken, so never resent. */
      inDoubt?: boolean;
    };

/** The header that names a message once, whatever the attempt (the IETF's `Idempotency-Key` draft). */
const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface SmsProvider {
  /** `idempotencyKey`: the same for every attempt at one message, sent as `Idempotency-Key`. */
  send(message: { to: string; body: string; idempotencyKey?: string }): Promise<SmsResult>;
}

/**
 * 4xx answers the owner can fix without touching the message (credentials, the account or base URL, a
 * rate limit, a timeout) are retried with the outbox's backoff; any other 4xx (Twilio's 400 with 21211
 * "invalid To", 21610 "unsubscribed", 21614 "not a mobile"…) cannot succeed and gives the row up.
 */
const RETRIED_4XX = new Set([401, 403, 404, 408, 409, 425, 429]);

/** Twilio's error answer: `{ code, message, more_info, status }`. */
function errorOf(status: number, body: unknown): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof b.code === 'number' || typeof b.code === 'string' ? ` ${b.code}` : '';
  const message = typeof b.message === 'string' ? b.message.replace(/\s+/g, ' ').slice(0, 300) : '';
  return `the SMS provider answered ${status}${code ? ` (error${code})` : ''}${message ? `: ${message}` : ''}`;
}

/** The production adapter: Twilio's Messages API at `config.baseUrl`, each call bounded by `timeoutMs`. */
export function twilioProvider(config: SmsProviderConfig, o: { timeoutMs?: number } = {}): SmsProvider {
  const timeoutMs = o.timeoutMs ?? 10_000;
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  const sender: Record<string, string> = isMessagingService(config.from)
    ? { MessagingServiceSid: config.from }
    : { From: config.from };
  return {
    async send({ to, body, idempotencyKey }) {
      let res: Response;
      let text: string;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
          },
          body: new URLSearchParams({ To: to, ...sender, Body: body }).toString(),
          // A redirect would carry the token elsewhere: the configured URL answers, or it is an error.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await res.text();
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        return {
          ok: false,
          permanent: false,
          ...(timedOut ? { inDoubt: true } : {}),
          error: timedOut
            ? `the SMS provider did not answer within ${timeoutMs / 1000} s`
            : `the SMS provider could not be reached: ${err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)}`,
        };
      }
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON (a proxy's page): the status alone says what happened.
      }
      if (res.status >= 200 && res.status < 300) {
        // Taken: even without a sid it is never sent again (that could text the owner twice).
        const b = (json ?? {}) as { sid?: unknown; status?: unknown };
        return {
          ok: true,
          sid: typeof b.sid === 'string' ? b.sid.slice(0, 64) : null,
          status: typeof b.status === 'string' ? b.status.slice(0, 32) : null,
        };
      }
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after') ?? undefined, new Date());
      return {
        ok: false,
        permanent: res.status >= 400 && res.status < 500 && !RETRIED_4XX.has(res.status),
        error: errorOf(res.status, json),
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      };
    },
  };
}
