import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceBookSchema, type Promotion, type VersionedPriceBook } from './price-book.schema.js';
import { aBook, aPromotion, sizedDriveway } from './price-book.testkit.js';
import { quote, type QuoteInput } from './quote.js';

const residentialNames = aBook().categories.Residential.services.map((s) => s.name);
const day = fc
  .integer({ min: 0, max: 800 })
  .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));

const promotion: fc.Arbitrary<Promotion> = fc
  .record({
    kind: fc.constantFrom('amount' as const, 'percent' as const),
    value: fc.integer({ min: 1, max: 90 }),
    code: fc.option(fc.constantFrom('ALPHA', 'BETA'), { nil: null }),
    startsOn: fc.option(day, { nil: null }),
    endsOn: fc.option(day, { nil: null }),
    firstJobOnly: fc.boolean(),
    useLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  })
  .map((p) => aPromotion({ ...p, name: `${p.kind} ${p.value} ${p.code ?? 'auto'}` }));

/** Valid books: the sized driveway, any minimum, discount and promotions the schema accepts. */
const book: fc.Arbitrary<VersionedPriceBook> = fc
  .record({
    minimumCharge: fc.integer({ min: 0, max: 1_000 }),
    percent: fc.integer({ min: 0, max: 90 }),
    fromServices: fc.integer({ min: 2, max: 4 }),
    promotions: fc.array(promotion, { maxLength: 4 }),
  })
  .map(({ minimumCharge, percent, fromServices, promotions }) =>
    aBook({ minimumCharge, multiServiceDiscount: { percent, fromServices }, promotions }),
  )
  .filter(isValid);

function isValid(b: VersionedPriceBook): boolean {
  const { version: _v, ...content } = b;
  return PriceBookSchema.safeParse(content).success;
}

const answers: fc.Arbitrary<QuoteInput> = fc.record({
  propertyType: fc.constant('Residential'),
  services: fc.subarray(residentialNames, { minLength: 1 }),
  sizes: fc.option(
    fc.integer({ min: 1, max: 12 }).map((cars) => ({ [sizedDriveway.name]: cars })),
    { nil: undefined },
  ),
  addOns: fc.constant(undefined),
  code: fc.option(fc.constantFrom('ALPHA', 'BETA'), { nil: undefined }),
});
const context = fc.record({
  firstJob: fc.boolean(),
  uses: fc.dictionary(fc.constantFrom('ALPHA', 'BETA'), fc.nat(4)),
});

/** Drops a size for a driveway not chosen: the one size answer the wizard would never send. */
const consistent = (a: QuoteInput): QuoteInput => {
  const chosen = (a.services as string[]).includes(sizedDriveway.name);
  return { ...a, sizes: chosen ? a.sizes : undefined };
};

describe('quote: properties over valid books and answers', () => {
  it('is never negative, never below the minimum, and adds up', () => {
    fc.assert(
      fc.property(book, answers.map(consistent), day, context, (b, a, today, ctx) => {
        const priced = quote(b, a, today, ctx);
        if (!priced.ok) return;
        const q = priced.quote;
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(q.total).toBeGreaterThanOrEqual(b.minimumCharge);
        expect(q.total).toBe(
          q.subtotal - (q.discount?.amount ?? 0) + (q.minimumCharge ?? 0) - (q.promotion?.amount ?? 0),
        );
      }),
    );
  });

  it('costs no less for a bigger driveway', () => {
    fc.assert(
      fc.property(book, fc.integer({ min: 1, max: 11 }), day, (b, cars, today) => {
        const at = (n: number) => {
          const priced = quote(
            b,
            {
              propertyType: 'Residential',
              services: [sizedDriveway.name],
              sizes: { [sizedDriveway.name]: n },
            },
            today,
          );
          if (!priced.ok) throw new Error(priced.message);
          return priced.quote.total;
        };
        expect(at(cars + 1)).toBeGreaterThanOrEqual(at(cars));
      }),
    );
  });

  it('gives the same snapshot for the same inputs', () => {
    fc.assert(
      fc.property(book, answers.map(consistent), day, context, (b, a, today, ctx) => {
        expect(quote(structuredClone(b), structuredClone(a), today, ctx)).toEqual(quote(b, a, today, ctx));
      }),
    );
  });

  it('never stacks promotions: at most one, worth no more than the best single one that applies', () => {
    fc.assert(
      fc.property(book, answers.map(consistent), day, context, (b, a, today, ctx) => {
        const priced = quote(b, a, today, ctx);
        if (!priced.ok || !priced.quote.promotion) return;
        const alone = b.promotions.map((p) => {
          const single = quote(
            { ...b, promotions: [p] },
            a.code === p.code ? a : { ...a, code: undefined },
            today,
            ctx,
          );
          return single.ok ? (single.quote.promotion?.amount ?? 0) : 0;
        });
        expect(priced.quote.promotion.amount).toBe(Math.max(0, ...alone));
      }),
    );
  });
});
