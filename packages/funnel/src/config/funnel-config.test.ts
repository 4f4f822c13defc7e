import { describe, expect, it } from 'vitest';
import { defaultConfig, normalizePropertyType, servicesFor } from './funnel-config.js';

describe('funnel configuration', () => {
  it('lists the wizard services per property type in the spec order', () => {
    expect(servicesFor('Residential')).toEqual([
      'House Exterior',
      'Driveway Cleaning',
      'Roof Cleaning',
      'Pool Deck / Patio',
      'Sidewalks / Walkways',
    ]);
    expect(servicesFor('Commercial')).toEqual([
      'Storefronts & Parking Lots',
      'Apartment Complexes',
      'Dumpster Pads',
      'Signage & Exterior Walls',
    ]);
  });

  it('holds the booking modal lists, the quote progress and the phone rules of the spec', () => {
    expect(defaultConfig.bookingModal.propertyTypes).toEqual([
      'Single Story Home',
      'Two Story Home',
      'Townhouse',
      'Commercial Building',
      'Other',
    ]);
    expect(defaultConfig.bookingModal.services).toEqual([
      'Full House Wash',
      'Driveway Cleaning',
      'Roof Cleaning',
      'Complete Package',
      'Not Sure Yet',
    ]);
    expect(defaultConfig.quoteProgress).toEqual({ step: 0.5, tickMs: 75, thresholds: [30, 60, 90] });
    expect(defaultConfig.phone).toEqual({ digits: 10, maxInputLength: 14 });
  });

  it('defaults the property type to Residential and reads unknown values as Residential', () => {
    expect(defaultConfig.defaultPropertyType).toBe('Residential');
    expect(normalizePropertyType('Commercial')).toBe('Commercial');
    expect(normalizePropertyType(' Commercial ')).toBe('Commercial');
    expect(normalizePropertyType('Townhouse')).toBe('Residential');
    expect(normalizePropertyType(undefined)).toBe('Residential');
  });
});
