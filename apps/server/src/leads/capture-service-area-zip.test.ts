/**
 * The service-area check reads the ZIP code strictly and checks every priced capture with the lead's
 * address, whatever step gave it (issue 38 row 10, decision 0310): the nine ways that were quoted outside
 * the area, on both stores.
 */
import type { Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from './sql-lead.store.js';

const STREET = '400 S Orange Ave, Orlando';
/** Orlando (32801) written so that a lenient reader finds 33401 (West Palm Beach, served) or no ZIP code. */
const MISREAD = [
  `${STREET}, FL 32801, 33401`,
  `${STREET}, FL32801`,
  `${STREET}, FL 032801`,
  `${STREET}, FL \uff13\uff12\uff18\uff10\uff11`,
  `${STREET}, FL 328O1`,
  '32801 S Orange Ave, Orlando',
  `${STREET}, FL 32801 33401`,
  `${STREET}, FL 32801-33401`,
];

const step = (email: string, stage: Capture['stage'], fields: Capture['fields'], visitId?: string) =>
  aCapture({
    ...(visitId ? { visitId } : {}),
    stage,
    currentStep: stage === 'address_completed' ? 'address' : 'review',
    fields: { email, ...fields },
  });
const priced = { propertyType: 'Residential', serviceNeeded: 'House Exterior' };

describe.each(DB_KINDS)('the service area read strictly on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
  });
  afterAll(() => s.close());

  const capture = (payload: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload });

  it.each(MISREAD.map((address, i) => [i + 1, address]))(
    'way %i: refuses to quote %j, storing nothing',
    async (i, address) => {
      const email = `way${i}@example.com`;
      const res = await capture(step(email, 'quote_details', { address, ...priced }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'out_of_service_area' });
      expect(await readSubmission(s.db, email)).toBeNull();
    },
  );

  it('way 9: checks the address an earlier step gave when the quote comes without one', async () => {
    const email = 'earlier@example.com';
    const visit = aCapture().visitId;
    const address = `${STREET}, FL 32801`;
    expect((await capture(step(email, 'address_completed', { address }, visit))).statusCode).toBe(202);
    const res = await capture(step(email, 'quote_details', priced, visit));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/We don't serve Orlando \(32801\) yet/);
    expect(await readSubmission(s.db, email)).toMatchObject({ address, quoted_price: null });
  });

  it('still quotes an address inside the area, given on the address step or with the quote', async () => {
    const visit = aCapture().visitId;
    const address = '1 Clematis St, West Palm Beach, FL 33401, USA';
    expect((await capture(step('in@example.com', 'address_completed', { address }, visit))).statusCode).toBe(
      202,
    );
    const res = await capture(step('in@example.com', 'quote_details', priced, visit));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ quote: { total: expect.any(Number) as number } });
  });
});
