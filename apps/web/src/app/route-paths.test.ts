import { describe, expect, it } from 'vitest';
import { routedByApp } from './route-paths';

describe('routedByApp', () => {
  it('answers the exact paths and everything under the prefixes, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/pricing/',
      '/onboarding',
      '/onboarding/welcome',
      '/admin/leads',
      '/data-fields',
      '/es',
      '/es/',
      '/es/pricing',
      '/es/onboarding/size',
      '/es/manage-booking',
      '/es/terms-of-service',
    ])
      expect(routedByApp(path), path).toBe(true);
  });

  it('leaves the rest to the server (its files, its API, a 404)', () => {
    for (const path of [
      '/api/price-book',
      '/sitemap.xml',
      '/onboardingx',
      '/no-such-page',
      '/unsubscribe/x',
      '/es/no-such-page',
      '/es/admin',
      '/esx',
    ])
      expect(routedByApp(path), path).toBe(false);
  });
});
