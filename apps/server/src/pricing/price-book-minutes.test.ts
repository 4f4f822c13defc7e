/**
 * A job's crew minutes over HTTP (issue 42, decision 0330), on PGlite and PostgreSQL: the owner's minutes
 * are saved with the book (JSON: no migration), a book stored before them still reads and times its jobs
 * with the defaults, and each quote's snapshot carries the job's minutes.
 */
import { DEFAULT_PRICE_BOOK, type PriceBook, type PriceBookAnswer } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from '../leads/sql-lead.store.js';

const { version: _version, bufferMinutes: _buffer, ...older } = DEFAULT_PRICE_BOOK;

/** The default book as every version saved before issue 42 is: no minutes anywhere, no buffer. */
const beforeMinutes: PriceBook = {
  ...older,
  categories: {
    Residential: { services: older.categories.Residential.services.map(({ minutes: _m, ...s }) => s) },
    Commercial: { services: older.categories.Commercial.services.map(({ minutes: _m, ...s }) => s) },
  },
};

/** The owner's own minutes: a driveway by cars, its sealing, and a 20-minute buffer. */
const timed: PriceBook = {
  ...beforeMinutes,
  bufferMinutes: 20,
  categories: {
    ...beforeMinutes.categories,
    Residential: {
      services: beforeMinutes.categories.Residential.services.map((s) =>
        s.name === 'Driveway Cleaning'
          ? {
              ...s,
              minutes: 40,
              size: {
                question: 'How many cars does your driveway hold?',
                unit: 'cars',
                tiers: [
                  { label: '1-2 cars', from: 1, to: 2, price: 175 },
                  { label: '3 or more cars', from: 3, to: null, price: 260, minutes: 75 },
                ],
              },
              addOns: [{ name: 'Sealing', price: 120, minutes: 90 }],
            }
          : s,
      ),
    },
  },
};

describe.each(DB_KINDS)("a job's crew minutes on %s", (kind) => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
    owner = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  const quoteOf = async (email: string, fields: Record<string, unknown>) => {
    const payload = aCapture({
      stage: 'quote_details',
      currentStep: 'review',
      fields: { email, propertyType: 'Residential', ...fields },
    });
    const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload });
    expect(res.statusCode, res.body).toBe(202);
    return (await readSubmission(s.db, email))?.quote_snapshot as { jobMinutes?: number } | null;
  };

  it("times a quote with the standard book's minutes: a house and its roof, six hours", async () => {
    const snapshot = await quoteOf('ann@example.com', { serviceNeeded: 'House Exterior, Roof Cleaning' });
    expect(snapshot?.jobMinutes).toBe(360);
  });

  it('reads a book stored before crew minutes and times its jobs with the defaults', async () => {
    // Written as an older version wrote it, not through today's save.
    await s.db.query(`insert into price_books (version, book, saved_at) values (2, $1::jsonb, now())`, [
      JSON.stringify(beforeMinutes),
    ]);
    const got = (await owner('GET', '/api/admin/price-book')).json<PriceBookAnswer>();
    expect(got.version).toBe(2);
    expect(got.book.bufferMinutes).toBeUndefined();
    const snapshot = await quoteOf('bea@example.com', { serviceNeeded: 'Driveway Cleaning' });
    expect(snapshot?.jobMinutes).toBe(60);
  });

  it("saves the owner's minutes with the book, and the next quote is timed by them", async () => {
    const saved = await owner('PUT', '/api/admin/price-book', timed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner('GET', '/api/admin/price-book')).json<PriceBookAnswer>()).toMatchObject({
      version: 3,
      book: timed,
    });
    const snapshot = await quoteOf('cal@example.com', {
      serviceNeeded: 'Driveway Cleaning',
      sizes: { 'Driveway Cleaning': 4 },
      addOns: { 'Driveway Cleaning': ['Sealing'] },
    });
    expect(snapshot?.jobMinutes).toBe(75 + 90 + 20);
  });

  it('refuses minutes no crew could work, naming the field, and saves nothing', async () => {
    const res = await owner('PUT', '/api/admin/price-book', { ...timed, bufferMinutes: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_price_book', message: 'bufferMinutes: cannot be negative' });
    expect((await owner('GET', '/api/admin/price-book')).json<PriceBookAnswer>().version).toBe(3);
  });
});
