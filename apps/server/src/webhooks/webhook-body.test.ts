import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, parseRetryAfter, retryDelayMs } from '../outbox/backoff.js';
import { neutraliseFormulas, signWebhook } from './webhook-body.js';

describe('formula neutralisation', () => {
  it('prefixes texts a spreadsheet would run as a formula, and only those', () => {
    const body = neutraliseFormulas({
      name: '=HYPERLINK("http://x","y")',
      phone: '+1 561 555 0100',
      notes: '-2+3',
      email: '@evil',
      address: '12 Ocean Dr',
      quoteTotal: -5,
      partial: true,
    });
    expect(body).toEqual({
      name: '\'=HYPERLINK("http://x","y")',
      phone: "'+1 561 555 0100",
      notes: "'-2+3",
      email: "'@evil",
      address: '12 Ocean Dr',
      quoteTotal: -5,
      partial: true,
    });
  });
});

describe('Standard Webhooks signature', () => {
  it('is v1, base64 HMAC-SHA256 of id.timestamp.body with a whsec_ key decoded', () => {
    const key = Buffer.from('0123456789abcdef0123456789abcdef');
    const secret = `whsec_${key.toString('base64')}`;
    const expected = createHmac('sha256', key).update('msg_1.1700000000.{"a":1}').digest('base64');
    expect(signWebhook(secret, 'msg_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
  });

  it('matches the Standard Webhooks reference vector', () => {
    // From the standard-webhooks specification's test suite.
    const sig = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(sig).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});

describe('retry schedule', () => {
  it('makes at least 8 attempts spread over at least 24 hours, even with the least jitter', () => {
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(8);
    let least = 0;
    for (let a = 1; a < MAX_ATTEMPTS; a++) least += retryDelayMs(a, 0);
    expect(least).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('grows exponentially and jitters', () => {
    expect(retryDelayMs(1, 0.5)).toBe(60_000);
    expect(retryDelayMs(2, 0.5)).toBe(120_000);
    expect(retryDelayMs(3, 0)).toBeLessThan(retryDelayMs(3, 0.99));
    expect(retryDelayMs(40, 0.5)).toBe(12 * 3_600_000);
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
