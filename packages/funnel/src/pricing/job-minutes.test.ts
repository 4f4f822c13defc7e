import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import {
  DEFAULT_BUFFER_MINUTES,
  jobLengthText,
  jobMinutes,
  serviceMinutes,
  tierMinutes,
} from './job-minutes.js';
import { PriceBookSchema, type ServicePrice } from './price-book.schema.js';
import { aBook, sizedDriveway } from './price-book.testkit.js';
import { quote } from './quote.js';
import { QuoteSnapshotSchema } from './quote.schema.js';

/** A book's content as the store keeps it (without its version). */
const contentOf = ({ version: _v, ...content }: ReturnType<typeof aBook>) => content;

const residential = (services: string[], more: object = {}) => ({
  propertyType: 'Residential',
  services,
  ...more,
});

describe('jobMinutes', () => {
  it('times the standard book: a house and its roof is six hours, a driveway one, buffer included', () => {
    expect(jobMinutes(DEFAULT_PRICE_BOOK, residential(['House Exterior', 'Roof Cleaning']))).toBe(360);
    expect(jobMinutes(DEFAULT_PRICE_BOOK, residential(['Driveway Cleaning']))).toBe(60);
    expect(jobMinutes(DEFAULT_PRICE_BOOK, residential(['Driveway Cleaning', 'Driveway Cleaning']))).toBe(60);
    expect(jobMinutes(DEFAULT_PRICE_BOOK, residential([]))).toBe(0);
    expect(jobMinutes(DEFAULT_PRICE_BOOK, residential(['Not a service']))).toBe(0);
  });

  it("uses the owner's minutes for a service, a size tier and an add-on, and the book's buffer", () => {
    const driveway: ServicePrice = {
      ...sizedDriveway,
      minutes: 40,
      size: {
        ...sizedDriveway.size!,
        tiers: sizedDriveway.size!.tiers.map((t, i) => ({ ...t, minutes: 50 + i * 25 })),
      },
      addOns: [{ name: 'Sealing', price: 120, minutes: 90 }],
    };
    const book = { ...aBook(), bufferMinutes: 10 };
    book.categories.Residential.services = book.categories.Residential.services.map((s) =>
      s.name === driveway.name ? driveway : s,
    );
    expect(jobMinutes(book, residential(['Driveway Cleaning']))).toBe(40 + 10);
    expect(jobMinutes(book, residential(['Driveway Cleaning'], { sizes: { 'Driveway Cleaning': 3 } }))).toBe(
      75 + 10,
    );
    const sealed = {
      sizes: { 'Driveway Cleaning': 6 },
      addOns: { 'Driveway Cleaning': ['Sealing', 'Sealing'] },
    };
    expect(jobMinutes(book, residential(['Driveway Cleaning'], sealed))).toBe(100 + 90 + 10);
  });

  it('gives a book saved before crew minutes sensible defaults, so it still times its jobs', () => {
    // A stored book from before issue 42: no minutes anywhere, no buffer.
    const { bufferMinutes: _none, ...before } = contentOf(aBook());
    const old = PriceBookSchema.parse({
      ...before,
      categories: {
        ...aBook().categories,
        Residential: {
          services: [
            { name: 'House Exterior', price: 400, addOns: [] },
            { ...sizedDriveway },
            { name: 'Gutter Brightening', price: 300, addOns: [] },
          ],
        },
      },
    });
    const [house, driveway, gutters] = old.categories.Residential.services as [
      ServicePrice,
      ServicePrice,
      ServicePrice,
    ];
    expect(serviceMinutes(house)).toBe(180); // the standard book's, by name
    expect(serviceMinutes(gutters)).toBe(120); // by price, $150 a crew hour
    // A bigger tier takes longer, in proportion to its price: 30 minutes at $175, so ~43 at $250.
    expect(tierMinutes(driveway, driveway.size!.tiers[1]!)).toBe(45);
    // Sealing ($120) by its price: 48 minutes, in quarter hours.
    const sealed = { sizes: { 'Driveway Cleaning': 1 }, addOns: { 'Driveway Cleaning': ['Sealing'] } };
    expect(jobMinutes(old, residential(['Driveway Cleaning'], sealed))).toBe(
      30 + 45 + DEFAULT_BUFFER_MINUTES,
    );
  });

  it('refuses minutes no crew could work, with a sentence at the field', () => {
    const parsed = PriceBookSchema.safeParse({ ...contentOf(aBook()), bufferMinutes: 300 });
    expect(parsed.error?.issues).toHaveLength(1);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['bufferMinutes'],
      message: 'cannot be more than 240 minutes',
    });
  });
});

describe("the quote's snapshot", () => {
  it("carries the job's minutes, and a snapshot stored before them still reads", () => {
    const priced = quote(DEFAULT_PRICE_BOOK, residential(['House Exterior', 'Roof Cleaning']), '2026-05-01');
    expect(priced.ok && priced.quote.jobMinutes).toBe(360);
    const { jobMinutes: _dropped, ...older } = priced.ok ? priced.quote : ({} as never);
    expect(QuoteSnapshotSchema.safeParse(older).success).toBe(true);
  });
});

describe('jobLengthText', () => {
  it('says a length in hours and minutes', () => {
    expect([360, 90, 45, 0].map(jobLengthText)).toEqual(['6 h', '1 h 30 min', '45 min', '0 min']);
  });
});
