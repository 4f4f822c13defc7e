import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { aBook, aPromotion } from './price-book.testkit.js';
import { CODE_REFUSED_MESSAGE, codeStanding, promotionOfCode, quote, type QuoteInput } from './quote.js';

const TODAY = '2026-05-01';
const residential = (services: string[], more: Partial<QuoteInput> = {}): QuoteInput => ({
  propertyType: 'Residential',
  services,
  ...more,
});

describe('quote', () => {
  it('gives the spec quote with the default book: House Exterior + Roof Cleaning = $900, itemized', () => {
    expect(quote(DEFAULT_PRICE_BOOK, residential(['House Exterior', 'Roof Cleaning']), TODAY)).toEqual({
      ok: true,
      quote: {
        bookVersion: 1,
        propertyType: 'Residential',
        lines: [
          { name: 'House Exterior', size: null, price: 400 },
          { name: 'Roof Cleaning', size: null, price: 500 },
        ],
        addOns: [],
        subtotal: 900,
        discount: null,
        minimumCharge: null,
        promotion: null,
        total: 900,
        jobMinutes: 360,
      },
    });
  });

  it('prices a sized service at its tier, an unanswered size at the base price, and adds the add-ons', () => {
    const book = aBook();
    const priced = quote(
      book,
      residential(['Driveway Cleaning'], {
        sizes: { 'Driveway Cleaning': 4 },
        addOns: { 'Driveway Cleaning': ['Sealing'] },
      }),
      TODAY,
    );
    expect(priced.ok && priced.quote).toMatchObject({
      bookVersion: 2,
      lines: [{ name: 'Driveway Cleaning', size: '3-4 cars', price: 250 }],
      addOns: [{ service: 'Driveway Cleaning', name: 'Sealing', price: 120 }],
      total: 370,
    });
    const unsized = quote(book, residential(['Driveway Cleaning']), TODAY);
    expect(unsized.ok && unsized.quote.total).toBe(175);
  });

  it('refuses a size, add-on or code the book does not offer, with a sentence', () => {
    const book = aBook();
    expect(
      quote(book, residential(['Driveway Cleaning'], { sizes: { 'Driveway Cleaning': 0 } }), TODAY),
    ).toEqual({
      ok: false,
      reason: 'unknown_size',
      message: '"Driveway Cleaning" has no price for 0 cars.',
    });
    expect(
      quote(book, residential(['Roof Cleaning'], { sizes: { 'Roof Cleaning': 2 } }), TODAY),
    ).toMatchObject({
      reason: 'unknown_size',
      message: '"Roof Cleaning" has no size question.',
    });
    expect(
      quote(book, residential(['Roof Cleaning'], { sizes: { 'Driveway Cleaning': 2 } }), TODAY),
    ).toMatchObject({
      message: 'A size was given for "Driveway Cleaning", which is not a chosen service.',
    });
    expect(
      quote(
        book,
        residential(['Driveway Cleaning'], { addOns: { 'Driveway Cleaning': ['Gold plating'] } }),
        TODAY,
      ),
    ).toMatchObject({
      reason: 'unknown_add_on',
      message: '"Gold plating" is not an add-on of "Driveway Cleaning".',
    });
    expect(
      quote(book, residential(['Roof Cleaning'], { addOns: { 'Driveway Cleaning': ['Sealing'] } }), TODAY),
    ).toMatchObject({
      message: 'Add-ons were chosen for "Driveway Cleaning", which is not a chosen service.',
    });
    expect(quote(book, residential(['Roof Cleaning'], { code: 'free-money' }), TODAY)).toEqual({
      ok: false,
      reason: 'code_refused',
      message: "This code can't be used.",
    });
  });

  it('takes the default code FIRST50 off a first job while it runs; any refusal says only that it cannot be used', () => {
    const input = residential(['House Exterior', 'Roof Cleaning'], { code: ' first50 ' });
    const priced = quote(DEFAULT_PRICE_BOOK, input, TODAY);
    expect(priced.ok && priced.quote).toMatchObject({
      promotion: { name: 'Get $50 off your first powerwash', code: 'FIRST50', amount: 50 },
      total: 850,
    });
    const dated = aBook({ promotions: [aPromotion({ code: 'SOON', startsOn: '2026-06-01', useLimit: 2 })] });
    const soon = residential(['Roof Cleaning'], { code: 'SOON' });
    // Unknown, first job only, ended, not started, used up: one sentence, so guesses learn nothing.
    const refusals = [
      quote(DEFAULT_PRICE_BOOK, residential(['Roof Cleaning'], { code: 'FIRST5O' }), TODAY),
      quote(DEFAULT_PRICE_BOOK, input, TODAY, { firstJob: false }),
      quote(DEFAULT_PRICE_BOOK, input, '2027-05-01'),
      quote(dated, soon, TODAY),
      quote(dated, soon, '2026-06-01', { uses: { SOON: 2 } }),
    ];
    for (const r of refusals) {
      expect(r).toEqual({ ok: false, reason: 'code_refused', message: CODE_REFUSED_MESSAGE });
    }
    expect(CODE_REFUSED_MESSAGE).toBe("This code can't be used.");
    expect(quote(dated, soon, '2026-06-01', { uses: { SOON: 1 } }).ok).toBe(true);
  });

  it('tells the owner why a code is refused (codeStanding)', () => {
    const p = aPromotion({ code: 'SOON', startsOn: '2026-06-01', endsOn: '2026-06-30', useLimit: 2 });
    expect(codeStanding(p, '2026-05-31')).toBe('not_started');
    expect(codeStanding(p, '2026-07-01')).toBe('ended');
    expect(codeStanding(p, '2026-06-01', { uses: { SOON: 2 } })).toBe('used_up');
    expect(codeStanding(p, '2026-06-30', { uses: { SOON: 1 } })).toBeNull();
    expect(codeStanding({ ...p, firstJobOnly: true }, '2026-06-02', { firstJob: false })).toBe(
      'first_job_only',
    );
    expect(promotionOfCode([p], ' soon ')).toBe(p);
    expect(promotionOfCode([p], '')).toBeUndefined();
  });

  it('applies the multi-service discount, then lifts to the minimum, and gives only the best promotion', () => {
    const book = aBook({
      minimumCharge: 250,
      multiServiceDiscount: { percent: 10, fromServices: 2 },
      promotions: [
        aPromotion({ value: 25 }),
        aPromotion({ name: 'Tenth off', kind: 'percent', value: 10, code: 'TENTH' }),
      ],
    });
    const two = quote(book, residential(['House Exterior', 'Roof Cleaning'], { code: 'tenth' }), TODAY);
    expect(two.ok && two.quote).toMatchObject({
      subtotal: 900,
      discount: { label: '10% off 2 or more services', amount: 90 },
      minimumCharge: null,
      promotion: { name: 'Tenth off', amount: 81 },
      total: 729,
    });
    const small = quote(book, residential(['Sidewalks / Walkways']), TODAY);
    expect(small.ok && small.quote).toMatchObject({
      subtotal: 175,
      minimumCharge: 75,
      promotion: { amount: 0 },
      total: 250,
    });
  });

  it('drops repeated and unknown services, reads an unknown category as Residential, fails on none', () => {
    const priced = quote(
      DEFAULT_PRICE_BOOK,
      { propertyType: 'Castle', services: 'Roof Cleaning, Roof Cleaning, Dumpster Pads' },
      TODAY,
    );
    expect(priced.ok && priced.quote).toMatchObject({ propertyType: 'Residential', total: 500 });
    expect(
      quote(DEFAULT_PRICE_BOOK, { propertyType: 'Commercial', services: ['Roof Cleaning'] }, TODAY),
    ).toMatchObject({
      ok: false,
      reason: 'no_valid_services',
    });
  });
});
