import { describe, expect, it } from 'vitest';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import { joinServices, parseServices, PRICE_FAILURE_MESSAGE, priceQuote } from './price-quote.js';

describe('priceQuote', () => {
  it('adds the residential prices: House Exterior + Roof Cleaning = 900', () => {
    const result = priceQuote({ propertyType: 'Residential', services: ['House Exterior', 'Roof Cleaning'] });
    expect(result).toEqual({
      ok: true,
      quote: {
        propertyType: 'Residential',
        services: [
          { name: 'House Exterior', price: 400 },
          { name: 'Roof Cleaning', price: 500 },
        ],
        total: 900,
      },
    });
  });

  it('adds the commercial prices: Dumpster Pads + Signage & Exterior Walls = 650', () => {
    const result = priceQuote({
      propertyType: 'Commercial',
      services: 'Dumpster Pads, Signage & Exterior Walls',
    });
    expect(result.ok && result.quote.total).toBe(650);
  });

  it.each([
    ['House Exterior', 400],
    ['Driveway Cleaning', 175],
    ['Roof Cleaning', 500],
    ['Pool Deck / Patio', 200],
    ['Sidewalks / Walkways', 175],
  ])('prices residential %s at %i', (service, price) => {
    const result = priceQuote({ propertyType: 'Residential', services: [service] });
    expect(result.ok && result.quote.total).toBe(price);
  });

  it.each([
    ['Storefronts & Parking Lots', 400],
    ['Apartment Complexes', 500],
    ['Dumpster Pads', 250],
    ['Signage & Exterior Walls', 400],
  ])('prices commercial %s at %i', (service, price) => {
    const result = priceQuote({ propertyType: 'Commercial', services: [service] });
    expect(result.ok && result.quote.total).toBe(price);
  });

  it('discards a commercial name under Residential and keeps the valid rest', () => {
    const result = priceQuote({
      propertyType: 'Residential',
      services: ['Dumpster Pads', 'Driveway Cleaning'],
    });
    expect(result.ok && result.quote.services.map((s) => s.name)).toEqual(['Driveway Cleaning']);
    expect(result.ok && result.quote.total).toBe(175);
  });

  it('trims names and drops empties from the comma-separated text', () => {
    const result = priceQuote({
      propertyType: 'Residential',
      services: '  Roof Cleaning ,, ,Driveway Cleaning  ',
    });
    expect(result.ok && result.quote.total).toBe(675);
  });

  it('reads an unknown category as Residential', () => {
    const result = priceQuote({ propertyType: 'Castle', services: ['House Exterior'] });
    expect(result.ok && result.quote).toMatchObject({ propertyType: 'Residential', total: 400 });
  });

  it('fails with the spec message when nothing valid remains', () => {
    expect(
      priceQuote({ propertyType: 'Commercial', services: ['House Exterior', 'Fences (per side)'] }),
    ).toEqual({
      ok: false,
      reason: 'no_valid_services',
      message: PRICE_FAILURE_MESSAGE,
    });
    expect(PRICE_FAILURE_MESSAGE).toBe('Unable to calculate a price based on the selected services');
  });

  it('fails when the total is 0, and prices an unknown service at 0', () => {
    const config: FunnelConfig = {
      ...defaultConfig,
      catalog: { ...defaultConfig.catalog, Residential: { Free: 0, Paid: 10 } },
    };
    expect(priceQuote({ propertyType: 'Residential', services: ['Free'] }, config).ok).toBe(false);
    const mixed = priceQuote({ propertyType: 'Residential', services: ['Free', 'Paid'] }, config);
    expect(mixed.ok && mixed.quote.total).toBe(10);
  });

  it('counts a service chosen twice once', () => {
    const result = priceQuote({ propertyType: 'Residential', services: ['Roof Cleaning', 'Roof Cleaning'] });
    expect(result.ok && result.quote.total).toBe(500);
  });

  it('rounds configured prices to whole dollars', () => {
    const config: FunnelConfig = {
      ...defaultConfig,
      catalog: { ...defaultConfig.catalog, Residential: { Odd: 99.6 } },
    };
    const result = priceQuote({ propertyType: 'Residential', services: ['Odd'] }, config);
    expect(result.ok && result.quote.total).toBe(100);
  });
});

describe('parseServices / joinServices', () => {
  it('round-trips the comma-and-space text the lead carries', () => {
    expect(parseServices('A, B ,C')).toEqual(['A', 'B', 'C']);
    expect(joinServices(['A', 'B'])).toBe('A, B');
    expect(parseServices(null)).toEqual([]);
  });
});
