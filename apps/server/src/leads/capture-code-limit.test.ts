/**
 * A promotion code's use limit under concurrency (issue 38 row 6, decision 0310): its uses are counted
 * inside each capture's transaction, under the code's lock on PostgreSQL, on both stores.
 */
import { CODE_REFUSED_MESSAGE, DEFAULT_PRICE_BOOK, type PriceBook } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from './sql-lead.store.js';

const { version: _version, ...defaults } = DEFAULT_PRICE_BOOK;
const LIMIT = 20;
const book: PriceBook = {
  ...defaults,
  promotions: [
    ...defaults.promotions,
    {
      name: 'Twenty only',
      kind: 'amount',
      value: 40,
      code: 'TWENTY',
      startsOn: null,
      endsOn: null,
      firstJobOnly: false,
      advertised: false,
      useLimit: LIMIT,
    },
  ],
};

const quoteCapture = (email: string, more: { deferred?: true } = {}) =>
  aCapture({
    stage: 'quote_details',
    currentStep: 'review',
    ...more,
    fields: { email, propertyType: 'Residential', serviceNeeded: 'House Exterior', promotionCode: 'twenty' },
  });

describe.each(DB_KINDS)('a promotion code with a use limit on %s', (kind) => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
    owner = await signInOwner(s.app);
    expect((await owner('PUT', '/api/admin/price-book', book)).statusCode).toBe(200);
  });
  afterAll(() => s.close());

  const capture = (payload: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const withCode = async () =>
    (
      await s.db.query<{ n: number }>(
        `select count(*)::int as n from onboarding_submissions where quote_snapshot -> 'promotion' ->> 'code' = 'TWENTY'`,
      )
    ).rows[0]!.n;

  it(`gives it exactly ${LIMIT} times when 80 captures ask at once; the others are refused quietly, storing nothing`, async () => {
    const sent = Array.from({ length: 80 }, (_, i) => quoteCapture(`p${i}@example.com`));
    const answers = await Promise.all(sent.map(capture));
    const given = answers.filter((r) => r.statusCode === 202);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(given).toHaveLength(LIMIT);
    expect(refused).toHaveLength(80 - LIMIT);
    for (const r of given)
      expect(r.json()).toMatchObject({ quote: { itemized: { promotion: { code: 'TWENTY' } } } });
    for (const r of refused)
      expect(r.json()).toMatchObject({ error: 'code_refused', message: CODE_REFUSED_MESSAGE });
    expect(await withCode()).toBe(LIMIT);
    const events = await s.db.query<{ n: number }>('select count(*)::int as n from lead_events');
    expect(events.rows[0]!.n).toBe(LIMIT);
  });

  it('still prices a lead that holds it again, and keeps a late capture without it', async () => {
    const holder = (
      await s.db.query<{ email: string }>(
        `select email from onboarding_submissions where quote_snapshot -> 'promotion' ->> 'code' = 'TWENTY' limit 1`,
      )
    ).rows[0]!.email;
    const again = await capture(quoteCapture(holder));
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ quote: { itemized: { promotion: { code: 'TWENTY' } } } });

    const late = await capture(quoteCapture('late@example.com', { deferred: true }));
    expect(late.statusCode, late.body).toBe(202);
    expect(late.json()).toMatchObject({
      codeNotApplied: `${CODE_REFUSED_MESSAGE} Your answers are kept and priced without it.`,
      quote: { itemized: { promotion: null } },
    });
    expect((await readSubmission(s.db, 'late@example.com'))?.quote_snapshot).toMatchObject({
      promotion: null,
    });
    expect(await withCode()).toBe(LIMIT);
  });

  it("shows the owner each code's uses and why it is refused, which the prospect is not told", async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/admin/promotion-codes' })).statusCode).toBe(401);
    const res = await owner('GET', '/api/admin/promotion-codes');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      codes: [
        { code: 'FIRST50', uses: 0, useLimit: null, standing: null },
        { code: 'TWENTY', name: 'Twenty only', uses: LIMIT, useLimit: LIMIT, standing: 'used_up' },
      ],
    });
  });
});
