/**
 * One webhook POST, through `guardedPost`: the URL is checked (SSRF guard) and the connection goes to the
 * checked address only. No redirects are followed; the whole attempt is bounded by a timeout.
 */
import { guardedPost, type PostResult } from './guarded-post.js';
import type { Resolver } from './ssrf.guard.js';
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

export type SendResult = PostResult;

export type WebhookSender = (req: SendRequest) => Promise<SendResult>;

export function webhookSender(opts: SendOptions): WebhookSender {
  return (req) => sendWebhook(req, opts);
}

async function sendWebhook(req: SendRequest, opts: SendOptions): Promise<SendResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'pw-webhooks/1',
    'webhook-id': req.id,
    'webhook-timestamp': String(req.timestamp),
  };
  const secret = req.secret ?? opts.signingSecret;
  if (secret) headers['webhook-signature'] = signWebhook(secret, req.id, req.timestamp, req.body);
  return guardedPost(req.url, headers, req.body, opts);
}
