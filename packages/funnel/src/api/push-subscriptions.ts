/**
 * `/api/admin/push-subscriptions` (issue 19, decision 0214): the owner's devices that get lead alerts by
 * Web Push. The browser posts its `PushSubscription.toJSON()`; the server checks it with this schema (and
 * the endpoint with the webhooks' SSRF guard) before storing it.
 */
import { z } from 'zod';

/** Real endpoints are 100-400 characters (FCM, Mozilla, Apple); anything near this is not one. */
export const PUSH_ENDPOINT_MAX = 1024;

/**
 * Unpadded base64url of exactly `bytes` bytes (a trailing `=` padding is tolerated). `first` pins the
 * first character: an uncompressed P-256 point starts with the byte 0x04, whose first six bits read `B`.
 */
const base64url = (bytes: number, what: string, first = '') => {
  const chars = Math.ceil((bytes * 8) / 6);
  const padding = (4 - (chars % 4)) % 4;
  const pattern = new RegExp(`^${first}[A-Za-z0-9_-]{${chars - first.length}}={0,${padding}}$`);
  return z.string({ error: `must be ${what}` }).regex(pattern, `must be ${what} in base64url`);
};

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionSchema = z.strictObject({
  endpoint: z
    .string({ error: 'must be the push service URL' })
    .min(1, 'must be the push service URL')
    .max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: base64url(65, 'an uncompressed P-256 public key (65 bytes)', 'B'),
      auth: base64url(16, 'a 16-byte authentication secret'),
    },
    { error: 'must hold p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionSchema>;

/** One device that gets alerts. */
export interface PushDevice {
  id: string;
  /** From the browser's user agent when it subscribed: "Chrome on Android". */
  name: string;
  /** The push service URL: the browser compares it with its own to say "this device". */
  endpoint: string;
  addedAt: string;
  /** The last notification the push service took for it; null before the first. */
  lastSuccessAt: string | null;
}

/** `GET /api/admin/push-subscriptions` (and `POST`'s answer): the server's VAPID key and the devices. */
export interface PushDevicesView {
  /** The application server key `pushManager.subscribe` needs (base64url, 65 bytes). */
  publicKey: string;
  devices: PushDevice[];
}

/** `POST /api/admin/push-subscriptions/:id/test`: what the push service said, as a sentence. */
export interface PushTestAnswer {
  ok: boolean;
  message: string;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** A device's name from its user agent, as the device list shows it: "Chrome on Android", "Safari on iPhone". */
export function deviceNameOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'A browser';
}
