import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../shared/data/api-client';
import { bannerText } from './delivery-banner';
import { signInError } from './login-page';
import { afterSignIn } from './require-owner';

describe('afterSignIn', () => {
  it('returns to the admin page asked for, and nowhere else', () => {
    expect(afterSignIn('/admin/settings')).toBe('/admin/settings');
    expect(afterSignIn('/data-fields')).toBe('/data-fields');
    expect(afterSignIn('/admin/leads?q=ana')).toBe('/admin/leads?q=ana');
    for (const bad of [
      null,
      '',
      '//evil.example/admin',
      'https://evil.example',
      '/pricing',
      '/admin/login',
      '/administrator',
    ])
      expect(afterSignIn(bad)).toBe('/admin/leads');
  });
});

describe('signInError', () => {
  it('says wrong password, or when to retry after the rate limit', () => {
    expect(signInError(new ApiRequestError(401, 'wrong_password', 'Wrong password.'))).toBe(
      'Wrong password. Please check it and try again.',
    );
    const now = new Date('2026-03-02T15:00:00Z');
    expect(signInError(new ApiRequestError(429, 'rate_limited', 'Too many', 42), now)).toMatch(
      /^Too many sign-in attempts\. Try again in 42 seconds \(at .+\)\.$/,
    );
    expect(signInError(new Error('x'))).toBe('Sign-in failed. Please try again.');
  });
});

describe('bannerText', () => {
  const ok = {
    missingUrl: false,
    pending: 0,
    failing: 0,
    dead: 0,
    mail: null,
    sms: { failing: 0, dead: 0, inDoubt: 0 },
    push: { failing: 0, dead: 0 },
  };

  it('names text messages that fail or were given up (decision 0211)', () => {
    expect(bannerText({ ...ok, sms: { failing: 2, dead: 1, inDoubt: 0 } })).toBe(
      'Text message problem: 2 text messages are failing and will be retried; 1 text message has given up.',
    );
    // In doubt (decision 0308): the server died mid-send; said, since it is never sent again.
    expect(bannerText({ ...ok, sms: { failing: 0, dead: 0, inDoubt: 1 } })).toBe(
      'Text message problem: 1 text message may not have been sent (the server stopped while sending it; it is not sent again, so it is never received twice).',
    );
  });

  it('is silent when all is well, and names a missing URL, failing and dead deliveries', () => {
    expect(bannerText({ ...ok, pending: 3 })).toBeNull();
    expect(bannerText({ ...ok, missingUrl: true, pending: 2 })).toBe(
      '2 webhook deliveries are waiting: no webhook URL is set.',
    );
    expect(bannerText({ ...ok, pending: 1, failing: 1, dead: 2 })).toBe(
      'Webhook problem: 1 delivery is failing and will be retried; 2 deliveries have given up.',
    );
  });

  it('names failing and given-up booking e-mails, after the webhooks, and says where the cause is', () => {
    expect(bannerText({ ...ok, mail: { failing: 0, dead: 0, inDoubt: 0 } })).toBeNull();
    expect(bannerText({ ...ok, mail: { failing: 1, dead: 0, inDoubt: 0 } })).toBe(
      'E-mail problem: 1 booking e-mail is failing and will be retried. Ask whoever runs your server to check its outgoing mail (SMTP) settings.',
    );
    expect(bannerText({ ...ok, dead: 1, mail: { failing: 0, dead: 3, inDoubt: 0 } })).toBe(
      'Webhook problem: 1 delivery has given up. ' +
        'E-mail problem: 3 booking e-mails have given up. Ask whoever runs your server to check its outgoing mail (SMTP) settings.',
    );
  });

  it('names failing and given-up push alerts last, and where to see why', () => {
    expect(bannerText({ ...ok, push: { failing: 2, dead: 1 } })).toBe(
      'Push problem: 2 push alerts are failing and will be retried; 1 push alert has given up. ' +
        'Send a test from Settings to see why.',
    );
  });
});
