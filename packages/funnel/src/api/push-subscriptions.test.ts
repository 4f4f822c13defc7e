import { describe, expect, it } from 'vitest';
import { describeIssues } from '../lead/capture.schema.js';
import { deviceNameOf, PUSH_ENDPOINT_MAX, PushSubscriptionSchema } from './push-subscriptions.js';

/** Base64url of `n` bytes, the first one `first`. */
const b64 = (n: number, first = 7) => Buffer.alloc(n, 7).fill(first, 0, 1).toString('base64url');
const good = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: b64(65, 4), auth: b64(16) },
};
const problem = (body: unknown) => {
  const res = PushSubscriptionSchema.safeParse(body);
  return res.success ? 'accepted' : describeIssues(res.error);
};

describe('a push subscription as the browser sends it', () => {
  it('takes a browser’s toJSON(), with or without base64 padding', () => {
    expect(problem(good)).toBe('accepted');
    expect(problem({ ...good, keys: { p256dh: `${good.keys.p256dh}=`, auth: `${good.keys.auth}==` } })).toBe(
      'accepted',
    );
  });

  it('refuses forged keys, bad base64url, a long endpoint and extra fields, each with a sentence', () => {
    expect(problem({ ...good, keys: { ...good.keys, p256dh: b64(65, 2) } })).toMatch(
      /^keys.p256dh: must be an uncompressed P-256/,
    );
    expect(problem({ ...good, keys: { ...good.keys, p256dh: b64(33, 4) } })).toMatch(/^keys.p256dh: /);
    expect(problem({ ...good, keys: { ...good.keys, auth: 'not+base64/url==' } })).toMatch(
      /^keys.auth: must be a 16-byte/,
    );
    expect(problem({ ...good, keys: { ...good.keys, auth: b64(32) } })).toMatch(/^keys.auth: /);
    expect(problem({ ...good, endpoint: `https://push.example/${'a'.repeat(PUSH_ENDPOINT_MAX)}` })).toBe(
      `endpoint: must be at most ${PUSH_ENDPOINT_MAX} characters`,
    );
    expect(problem({ ...good, keys: undefined })).toMatch(/^keys: /);
    expect(problem({ ...good, extra: 1 })).toMatch(/extra/);
  });
});

describe('a device’s name', () => {
  it('says the browser and the system from the user agent', () => {
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(deviceNameOf(pixel)).toBe('Chrome on Android');
    expect(deviceNameOf(iphone)).toBe('Safari on iPhone');
    expect(
      deviceNameOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Windows');
    expect(deviceNameOf(undefined)).toBe('A browser');
  });
});
