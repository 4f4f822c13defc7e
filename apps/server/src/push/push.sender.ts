/**
 * Sends one notification to one device (decision 0214). `web-push` encrypts the payload for the device
 * (RFC 8291, aes128gcm) and signs the request with the server's VAPID key (RFC 8292); the POST itself
 * goes through the webhooks' `guardedPost`, so a push endpoint meets the same SSRF guard as a webhook URL
 * at every attempt (https only in production) and the connection goes to the checked address.
 */
import type { PushAlert } from '@pw/funnel';
import type { Env } from '../env.js';
import type * as WebPush from 'web-push';
import { guardedPost, type PostResult } from '../webhooks/guarded-post.js';
import type { GuardOptions } from '../webhooks/ssrf.guard.js';
import type { PushTarget } from './push.store.js';
import type { VapidKeys } from './vapid-keys.repo.js';

/** The guard's settings for push endpoints: private addresses as for webhooks, https only in production. */
export type PushGuard = Pick<GuardOptions, 'allowPrivate' | 'httpsOnly' | 'resolve'>;

/** Sends `alert` to `target`; answers what the push service said, or why nothing was sent. */
export type PushSender = (target: PushTarget, alert: PushAlert) => Promise<PostResult>;

/** A push service keeps a notification for an unreachable device this long, then drops it: a day. */
const TTL_SECONDS = 86_400;

/** The guard's verdict on a push endpoint, with sentences that name it as one. */
export const pushGuardOptions = (guard: PushGuard): GuardOptions => ({ ...guard, label: 'push endpoint' });

export function webPushSender(o: {
  vapid: VapidKeys;
  /** Who runs this server, for the push service: a mailto: or https: URL (RFC 8292). */
  subject: string;
  guard: PushGuard;
  timeoutMs?: number;
}): PushSender {
  const vapidDetails = { subject: o.subject, ...o.vapid };
  // Loaded at the first push, not at start: a module once loaded stays resident (decision 0176).
  let webPush: Promise<typeof WebPush> | undefined;
  return async (target, alert) => {
    let details: WebPush.RequestDetails;
    try {
      // A CommonJS module: its functions are on the default export.
      webPush ??= import('web-push').then((m) => m.default as unknown as typeof WebPush);
      details = (await webPush).generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(alert),
        { vapidDetails, TTL: TTL_SECONDS, urgency: 'high' },
      );
    } catch (err) {
      return { ok: false, error: (err as Error).message, durationMs: 0 };
    }
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    return guardedPost(details.endpoint, headers, details.body ?? '', {
      ...pushGuardOptions(o.guard),
      ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
    });
  };
}

/**
 * Who runs this server, as the push services ask (RFC 8292's `sub`): the owner's address, else the site
 * when it is https, else a placeholder (push services accept it; set OWNER_EMAIL to be reachable).
 */
export function vapidSubject(env: Pick<Env, 'OWNER_EMAIL' | 'PUBLIC_URL'>): string {
  if (env.OWNER_EMAIL) return `mailto:${env.OWNER_EMAIL}`;
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL;
  return 'mailto:owner@example.invalid';
}
