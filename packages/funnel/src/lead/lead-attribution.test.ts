import { describe, expect, it } from 'vitest';
import { conversionOf, queryParam } from './lead-attribution.js';

describe('attribution', () => {
  it('reads utm_source, else direct, and names the funnel by form type', () => {
    expect(conversionOf('bookingModal', '')).toEqual({
      conversionFunnel: 'booking_modal',
      conversionSource: 'direct',
    });
    expect(conversionOf('onboarding', '?utm_source=face%20book')).toEqual({
      conversionFunnel: 'onboarding_wizard',
      conversionSource: 'face book',
    });
  });
  it('survives malformed escapes', () => {
    expect(queryParam('?a=%E0%A4%A&utm_source=x', 'utm_source')).toBe('x');
  });
});
