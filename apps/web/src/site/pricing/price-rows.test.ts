import { DEFAULT_PRICE_BOOK, type PriceBook } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { translateIn } from '../../test-utils';
import { priceNotes, priceRows } from './price-rows';

const en = translateIn('en');
const es = translateIn('es');

const tier = (label: string, from: number, to: number | null, price: number) => ({ label, from, to, price });
const spaces = [tier('up to 20 spaces', 0, 20, 400), tier('more than 20 spaces', 21, null, 1200)];

describe('the Pricing page rows', () => {
  it("lists the default book's services at the spec's prices, and today's promotion with its code", () => {
    expect(priceRows(DEFAULT_PRICE_BOOK, 'Residential', en)).toEqual([
      { what: 'House Exterior', price: '$400' },
      { what: 'Driveway Cleaning', price: '$175' },
      { what: 'Roof Cleaning', price: '$500' },
      { what: 'Pool Deck / Patio', price: '$200' },
      { what: 'Sidewalks / Walkways', price: '$175' },
    ]);
    expect(priceRows(DEFAULT_PRICE_BOOK, 'Commercial', en)).toHaveLength(4);
    expect(priceNotes(DEFAULT_PRICE_BOOK, '2027-04-30', en, 'en')).toEqual([
      'Get $50 off your first powerwash with the code FIRST50 until 4/30/2027.',
    ]);
    expect(priceNotes(DEFAULT_PRICE_BOOK, '2027-05-01', en, 'en')).toEqual([]);
    // The promotion's name is the owner's price book's, in Spanish where it has one (decision 0326).
    expect(priceNotes(DEFAULT_PRICE_BOOK, '2027-04-30', es, 'es')).toEqual([
      'Obtenga $50 de descuento en su primer lavado a presión con el código FIRST50 hasta el 30 de abril de 2027.',
    ]);
    expect(priceRows(DEFAULT_PRICE_BOOK, 'Residential', es, 'es')[0]).toEqual({
      what: 'Exterior de la casa',
      price: '$400',
    });
  });

  it('gives a row per size and per add-on, and names the minimum and the discount', () => {
    const book: PriceBook = {
      ...DEFAULT_PRICE_BOOK,
      categories: {
        ...DEFAULT_PRICE_BOOK.categories,
        Commercial: {
          services: [
            {
              name: 'Parking Lots',
              price: 400,
              size: { question: 'How many parking spaces?', unit: 'spaces', tiers: spaces },
              addOns: [{ name: 'Line striping refresh', price: 300 }],
            },
          ],
        },
      },
      minimumCharge: 150,
      multiServiceDiscount: { percent: 10, fromServices: 3 },
      promotions: [],
    };
    expect(priceRows(book, 'Commercial', en)).toEqual([
      { what: 'Parking Lots, up to 20 spaces', price: '$400' },
      { what: 'Parking Lots, more than 20 spaces', price: '$1,200' },
      { what: 'Line striping refresh (add-on to Parking Lots)', price: '+$300' },
    ]);
    expect(priceNotes(book, '2027-04-30', en, 'en')).toEqual([
      'Every job is at least $150.',
      '10% off when you book 3 or more services.',
    ]);
    expect(priceRows(book, 'Commercial', es)[2]?.what).toBe(
      'Line striping refresh (adicional a Parking Lots)',
    );
    expect(priceNotes(book, '2027-04-30', es, 'es')).toEqual([
      'Todo trabajo cuesta como mínimo $150.',
      '10 % de descuento al reservar 3 o más servicios.',
    ]);
  });
});
