/** Guessing promotion codes (issue 38 row 11, decision 0310): one quiet refusal, and a limit per client. */
import { CODE_REFUSED_MESSAGE, type Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { freshDb } from '../../test/databases.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from './sql-lead.store.js';

const withCode = (email: string, promotionCode: string, more: Partial<Capture> = {}) =>
  aCapture({
    stage: 'quote_details',
    currentStep: 'review',
    ...more,
    fields: { email, propertyType: 'Residential', serviceNeeded: 'House Exterior', promotionCode },
  });

describe('promotion codes tried by one client', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb('pglite') });
  });
  afterAll(() => s.close());

  const capture = (payload: object, remoteAddress: string) =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload, remoteAddress });

  it('refuses five different wrong codes, then every code, a valid one too, in the same words', async () => {
    const guesser = '203.0.113.7';
    for (const code of ['SPRING', 'SUMMER', 'SUMMER', 'FALL', 'WINTER', 'FIRST5O']) {
      const res = await capture(withCode('guess@example.com', code), guesser);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ error: 'code_refused', message: CODE_REFUSED_MESSAGE });
    }
    // FIRST50 is the default book's code: refused to the guesser as if it were not one.
    const valid = await capture(withCode('guess@example.com', 'FIRST50'), guesser);
    expect(valid.json()).toEqual({ error: 'code_refused', message: CODE_REFUSED_MESSAGE });
    expect(await readSubmission(s.db, 'guess@example.com')).toBeNull();
    // Sent late, it is kept without the code; without a code the guesser is quoted as anyone.
    const late = await capture(withCode('guess@example.com', 'FIRST50', { deferred: true }), guesser);
    expect(late.statusCode).toBe(202);
    expect(late.json()).toMatchObject({
      codeNotApplied: expect.stringMatching(/^This code can't be used\./) as string,
    });
    expect((await capture(withCode('guess2@example.com', ''), guesser)).statusCode).toBe(202);

    const other = await capture(withCode('ana@example.com', 'first50'), '198.51.100.2');
    expect(other.statusCode, other.body).toBe(202);
    expect(other.json()).toMatchObject({ quote: { itemized: { promotion: { code: 'FIRST50' } } } });
  });
});
