/**
 * One webhook POST: the URL is checked (SSRF guard) and the connection goes to the checked address only,
 * so a DNS answer cannot change between the check and the connect. No redirects are followed (a 3xx is
 * a failed attempt); the whole attempt is bounded by a timeout.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkWebhookUrl, type RefusalReason, type Resolver } from './ssrf.guard.js';
import { signWebhook } from './webhook-body.js';

export interface SendRequest {
  url: string;
  /** The exact JSON text to send. */
  body: string;
  /** `webhook-id`: stable across retries of one delivery. */
  id: string;
  /** `webhook-timestamp`, seconds since the epoch. */
  timestamp: number;
  /** The signing secret for this request (the owner's, from the settings); else the sender's own. */
  secret?: string;
}

export interface SendOptions {
  allowPrivate: boolean;
  signingSecret?: string;
  timeoutMs?: number;
  resolve?: Resolver;
}

export type SendResult =
  | { ok: boolean; status: number; retryAfter?: string; excerpt: string; durationMs: number }
  | { ok: false; status?: undefined; error: string; durationMs: number; refused?: RefusalReason };

export type WebhookSender = (req: SendRequest) => Promise<SendResult>;

export function webhookSender(opts: SendOptions): WebhookSender {
  return (req) => sendWebhook(req, opts);
}

async function sendWebhook(req: SendRequest, opts: SendOptions): Promise<SendResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const target = await checkWebhookUrl(req.url, opts);
  if (target.refused)
    return { ok: false, error: target.message, refused: target.reason, durationMs: elapsed() };
  const pinned: LookupFunction = (_host, options, cb) => {
    const list = target.addresses;
    if (options.all) (cb as (e: null, a: typeof list) => void)(null, list);
    else cb(null, list[0]!.address, list[0]!.family);
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'pw-webhooks/1',
    'webhook-id': req.id,
    'webhook-timestamp': String(req.timestamp),
  };
  const secret = req.secret ?? opts.signingSecret;
  if (secret) headers['webhook-signature'] = signWebhook(secret, req.id, req.timestamp, req.body);
  const client = target.url.protocol === 'https:' ? https : http;
  const timeoutMs = opts.timeoutMs ?? 10_000;

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const request = client.request(
      target.url,
      { method: 'POST', headers, lookup: pinned, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 2048) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const retryAfter = res.headers['retry-after'];
          finish({
            ok: status >= 200 && status < 300,
            status,
            ...(retryAfter ? { retryAfter } : {}),
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, 500),
            durationMs: elapsed(),
          });
        });
        res.on('error', (err) => finish({ ok: false, error: err.message, durationMs: elapsed() }));
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, error: `No answer within ${timeoutMs / 1000} s`, durationMs: elapsed() });
      request.destroy();
    }, timeoutMs);
    request.on('error', (err) => finish({ ok: false, error: err.message, durationMs: elapsed() }));
    request.end(req.body);
  });
}
