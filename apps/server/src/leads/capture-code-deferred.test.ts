/**
 * A capture queued offline and refused for its promotion code is not lost (decision 0268): sent late from
 * the browser's outbox (`deferred`), it is stored whole, priced without the code, and the answer carries
 * the sentence for the prospect; the same capture sent live is still refused with nothing stored. PGlite,
 * through the real route.
 */
import type { CaptureAnswer } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { freshDb } from '../../test/databases.js';
import { lastWebhookBody } from '../../test/deliveries.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from './sql-lead.store.js';

const quoteWithCode = (email: string, deferred: boolean) =>
  aCapture({
    stage: 'quote_details',
    currentStep: 'review',
    fields: {
      email,
      name: 'Ida',
      phone: '5615550123',
      address: '1 Ocean Blvd',
      propertyType: 'Residential',
      serviceNeeded: 'House Exterior, Roof Cleaning',
      promotionCode: 'SPRING',
    },
    ...(deferred ? { deferred: true } : {}),
  });

describe('a queued capture refused for its code, on pglite', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb('pglite') });
  });
  afterAll(() => s.close());

  const post = (payload: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload });

  it('is still refused live, with nothing stored', async () => {
    const res = await post(quoteWithCode('live@example.com', false));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'code_refused' });
    expect(await readSubmission(s.db, 'live@example.com')).toBeNull();
  });

  it('sent late, is stored priced without the code, and the answer says so', async () => {
    const email = 'ida@example.com';
    const res = await post(quoteWithCode(email, true));
    expect(res.statusCode, res.body).toBe(202);
    const answer = res.json<Extract<CaptureAnswer, { quote: unknown }>>();
    expect(answer.codeNotApplied).toBe(
      "This code can't be used. Your answers are kept and priced without it.",
    );
    expect(answer.quote).toMatchObject({ total: 900 });
    const row = await readSubmission(s.db, email);
    expect(row).toMatchObject({
      name: 'Ida',
      address: '1 Ocean Blvd',
      serviceneeded: 'House Exterior, Roof Cleaning',
      quoted_price: 900,
    });
    expect(row?.quote_snapshot).toMatchObject({ total: 900, promotion: null });
    const sent = await lastWebhookBody(s.db, email);
    expect(sent).toMatchObject({ stage: 'quote_details' });
    expect(JSON.parse(String(sent.quoteSnapshot))).toMatchObject({ total: 900, promotion: null });
    // The stored capture is the one priced: no code kept that the book refused.
    const { rows } = await s.db.query<{ fields: { promotionCode?: string } }>(
      'select fields from lead_events where email = $1',
      [email],
    );
    expect(rows.map((r) => r.fields.promotionCode)).toEqual(['']);
  });
});
