/** The price book over HTTP and the quotes priced with it, on PGlite and PostgreSQL (issue 21). */
import {
  DEFAULT_PRICE_BOOK,
  defaultConfig,
  type PriceBook,
  type PriceBookAnswer,
  type PublicPriceBookAnswer,
} from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from '../leads/sql-lead.store.js';

const { version: _version, ...defaults } = DEFAULT_PRICE_BOOK;

/** The default book with a driveway priced by cars, a sealing add-on and a one-use code not advertised. */
const sized: PriceBook = {
  ...defaults,
  categories: {
    ...defaults.categories,
    Residential: {
      services: defaults.categories.Residential.services.map((s) =>
        s.name === 'Driveway Cleaning'
          ? {
              ...s,
              price: 199,
              size: {
                question: 'How many cars does your driveway hold?',
                unit: 'cars',
                tiers: [
                  { label: '1-2 cars', from: 1, to: 2, price: 199 },
                  { label: '3 or more cars', from: 3, to: null, price: 260 },
                ],
              },
              addOns: [{ name: 'Sealing', price: 120 }],
            }
          : s,
      ),
    },
  },
  promotions: [
    ...defaults.promotions,
    {
      name: 'Neighbour special',
      kind: 'percent',
      value: 10,
      code: 'NEIGHBOUR',
      startsOn: null,
      endsOn: null,
      firstJobOnly: false,
      advertised: false,
      useLimit: 1,
    },
  ],
};

const quoteCapture = (email: string, fields: Record<string, unknown>) =>
  aCapture({
    stage: 'quote_details',
    currentStep: 'review',
    fields: { email, propertyType: 'Residential', serviceNeeded: 'Driveway Cleaning', ...fields },
  });

// The web app decides the business's day with the zone it is told (decision 0312): the server's, not the default.
it("tells the browser the server's BUSINESS_TIME_ZONE, and a change of zone changes the ETag", async () => {
  const s = await testServer({ BUSINESS_TIME_ZONE: 'Pacific/Honolulu' });
  try {
    const res = await s.app.inject({ method: 'GET', url: '/api/price-book' });
    expect(res.json<PublicPriceBookAnswer>().timeZone).toBe('Pacific/Honolulu');
    expect(res.headers.etag).toBe('"price-book-1-Pacific/Honolulu"');
    const stale = { 'if-none-match': `"price-book-1-${defaultConfig.calendar.timeZone}"` };
    expect((await s.app.inject({ method: 'GET', url: '/api/price-book', headers: stale })).statusCode).toBe(
      200,
    );
  } finally {
    await s.close();
  }
});

describe.each(DB_KINDS)('the price book on %s', (kind) => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
    owner = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  const capture = (payload: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const versions = async () =>
    (await s.db.query<{ n: number }>('select count(*)::int as n from price_books')).rows[0]!.n;

  it('answers the spec default book (version 1) and the zone to anyone, cacheable by version', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/price-book' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicPriceBookAnswer>()).toEqual({
      version: 1,
      savedAt: null,
      book: defaults,
      timeZone: defaultConfig.calendar.timeZone,
    });
    expect(res.headers.etag).toBe(`"price-book-1-${defaultConfig.calendar.timeZone}"`);
    const again = await s.app.inject({
      method: 'GET',
      url: '/api/price-book',
      headers: { 'if-none-match': res.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the owner routes behind sign-in and CSRF', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/admin/price-book' })).statusCode).toBe(401);
    const noCsrf = await owner('PUT', '/api/admin/price-book', sized, { 'x-csrf-token': 'wrong' });
    expect(noCsrf.statusCode).toBe(403);
    expect(await versions()).toBe(0);
  });

  it('refuses a bad book with sentences and saves nothing', async () => {
    const bad = {
      ...sized,
      minimumCharge: -10,
      promotions: [{ ...sized.promotions[0]!, value: 5000 }],
    };
    const res = await owner('PUT', '/api/admin/price-book', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_price_book',
      message:
        'minimumCharge: cannot be negative; promotions.0.value: takes $5000 off but the cheapest job costs $175: it would make that total $0 or less',
    });
    expect(await versions()).toBe(0);
    expect((await owner('GET', '/api/admin/price-book')).json<PriceBookAnswer>().version).toBe(1);
  });

  it('saves a new version the public book and the next quote use at once, codes not advertised kept private', async () => {
    const saved = await owner('PUT', '/api/admin/price-book', sized);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PriceBookAnswer>()).toMatchObject({
      version: 2,
      savedAt: '2026-03-02T15:00:00.000Z',
      book: sized,
    });
    const pub = (await s.app.inject({ method: 'GET', url: '/api/price-book' })).json<PriceBookAnswer>();
    expect(pub.version).toBe(2);
    expect(pub.book.promotions.map((p) => p.code)).toEqual(['FIRST50']);

    // The wizard's size screen (decision 0248): its own stage, carrying the answers; no price given yet.
    const sizeStep = aCapture({
      stage: 'size_completed',
      currentStep: 'size',
      fields: {
        email: 'dana@example.com',
        propertyType: 'Residential',
        serviceNeeded: 'Driveway Cleaning',
        sizes: { 'Driveway Cleaning': 4 },
        addOns: { 'Driveway Cleaning': ['Sealing'] },
      },
    });
    expect((await capture(sizeStep)).statusCode).toBe(202);
    expect(await readSubmission(s.db, 'dana@example.com')).toMatchObject({
      stage: 'size_completed',
      serviceneeded: 'Driveway Cleaning',
      quoted_price: null,
    });

    const res = await capture(
      quoteCapture('dana@example.com', {
        sizes: { 'Driveway Cleaning': 4 },
        addOns: { 'Driveway Cleaning': ['Sealing'] },
        promotionCode: 'first50',
      }),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      quote: {
        total: 330,
        services: [{ name: 'Driveway Cleaning', price: 260 }],
        itemized: { promotion: { code: 'FIRST50', amount: 50 }, total: 330 },
      },
    });
    const row = await readSubmission(s.db, 'dana@example.com');
    expect(row?.quoted_price).toBe(330);
    expect(row?.quote_snapshot).toMatchObject({
      bookVersion: 2,
      lines: [{ name: 'Driveway Cleaning', size: '3 or more cars', price: 260 }],
      addOns: [{ service: 'Driveway Cleaning', name: 'Sealing', price: 120 }],
      promotion: { code: 'FIRST50', amount: 50 },
      total: 330,
    });
    const body = (
      await s.db.query<{ body: string }>(
        'select body from webhook_deliveries where lead_key = $1 order by seq desc limit 1',
        ['dana@example.com'],
      )
    ).rows[0]!.body;
    expect(JSON.parse((JSON.parse(body) as { quoteSnapshot: string }).quoteSnapshot)).toEqual(
      row?.quote_snapshot,
    );
  });

  it('refuses a forged price, size, add-on or code from a prospect, storing nothing', async () => {
    const forged = [
      [{ quotedPrice: 1 }, 'invalid_capture', /fields: Unrecognized key/],
      [
        { sizes: { 'Driveway Cleaning': 0 } },
        'unknown_size',
        /"Driveway Cleaning" has no price for 0 cars\./,
      ],
      [{ sizes: { 'Roof Cleaning': 2 } }, 'unknown_size', /not a chosen service/],
      [{ addOns: { 'Driveway Cleaning': ['Gold leaf'] } }, 'unknown_add_on', /"Gold leaf" is not an add-on/],
      [{ promotionCode: 'FREEBIE' }, 'code_refused', /^This code can't be used\.$/],
    ] as const;
    for (const [fields, error, message] of forged) {
      const res = await capture(quoteCapture('eve@example.com', fields));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: string; message: string }>().error).toBe(error);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await readSubmission(s.db, 'eve@example.com')).toBeNull();
  });

  it('gives a code no more often than its limit, and keeps a quote given after the prices change', async () => {
    const fay = quoteCapture('fay@example.com', { promotionCode: 'neighbour' });
    const first = await capture(fay);
    expect(first.json()).toMatchObject({ quote: { total: 179 } });
    // The same lead priced again is not a second use.
    expect((await capture(quoteCapture('fay@example.com', { promotionCode: 'NEIGHBOUR' }))).statusCode).toBe(
      202,
    );
    const second = await capture(quoteCapture('gus@example.com', { promotionCode: 'NEIGHBOUR' }));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      message: "This code can't be used.",
    });

    const dearer = { ...sized, minimumCharge: 500 };
    expect((await owner('PUT', '/api/admin/price-book', dearer)).json<PriceBookAnswer>().version).toBe(3);
    // Her own visit comes back: the quote it was given stands (version 2, not the new minimum).
    const viewed = aCapture({
      visitId: fay.visitId,
      stage: 'quote_viewed',
      currentStep: 'result',
      fields: { email: 'fay@example.com' },
    });
    expect((await capture(viewed)).json()).toMatchObject({ quote: { total: 179 } });
    expect((await readSubmission(s.db, 'fay@example.com'))?.quote_snapshot).toMatchObject({
      bookVersion: 2,
      total: 179,
    });
  });
});
