/**
 * A capture is priced once (issue 38, decision 0314): the route's check of a quote stage's answers, the
 * fold of a new lead and the answer to a stranger to the lead ask the book the same question, and share
 * its one quote.
 */
import { randomUUID } from 'node:crypto';
import { defaultConfig, type Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { freshDb } from '../../test/databases.js';
import type { SqlDb } from '../store/sql-db.js';
import { pricedCapture } from './capture-pricing.js';
import { recordCapture } from './capture.service.js';

const quoteOf = (email: string, visitId = randomUUID()): Capture =>
  aCapture({
    visitId,
    stage: 'quote_details',
    currentStep: 'review',
    fields: {
      email,
      propertyType: 'Residential',
      serviceNeeded: 'House Exterior',
      promotionCode: ' first50',
    },
  });

describe('a quote stage capture', () => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await freshDb('pglite');
  });
  afterAll(() => db.close());

  const record = async (capture: Capture) => {
    const now = new Date('2026-03-02T15:00:00.000Z');
    const priced = await pricedCapture(db, capture, now, defaultConfig);
    const out = await recordCapture(db, priced.capture, {
      now,
      config: defaultConfig,
      pricing: priced.pricing!,
    });
    const quotes = [...priced.pricing!.quotes!.values()];
    return { quotes, answer: out.kind === 'accepted' ? out.quote : null };
  };

  it("is priced once for a new lead: the route's check and the fold share the quote", async () => {
    const { quotes, answer } = await record(quoteOf('once@example.com'));
    expect(quotes).toHaveLength(1);
    const [checked] = quotes;
    expect(checked?.ok && checked.quote.promotion?.code).toBe('FIRST50');
    expect(answer?.itemized).toBe(checked?.ok ? checked.quote : null);
  });

  it('is priced once for a stranger to the lead, answered from what it sent alone', async () => {
    await record(quoteOf('owned@example.com'));
    const { quotes, answer } = await record(quoteOf('owned@example.com'));
    expect(quotes).toHaveLength(1);
    expect(answer?.itemized).toBe(quotes[0]?.ok ? quotes[0].quote : null);
  });
});
