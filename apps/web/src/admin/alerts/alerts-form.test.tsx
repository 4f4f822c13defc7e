import { describe, expect, it } from 'vitest';
import { alertsIntro } from './alerts-form';

describe('the lead alerts sentence', () => {
  it('says where alerts go, or what the server needs before they can', () => {
    expect(alertsIntro({ email: { available: true, to: 'owner@wash.example.com', on: true } })).toBe(
      'Within a minute of each new lead or quote request, an e-mail to owner@wash.example.com with a number to call.',
    );
    expect(alertsIntro({ email: { available: false, to: null, on: false } })).toMatch(/OWNER_EMAIL/);
    expect(alertsIntro(undefined)).toBe('Loading…');
  });
});
