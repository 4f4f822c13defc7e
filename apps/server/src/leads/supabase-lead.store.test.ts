import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCommercialVisit, aWizardVisit, commercialFirst } from '../../test/a-capture.js';
import { signInOwner } from '../../test/owner-session.js';
import { testServer } from '../../test/test-server.js';
import { waitFor } from '../../test/webhook-receiver.js';
import { leadStoreContract } from '../../test/lead-store.contract.js';
import { SupabaseRestDouble } from '../../test/supabase-rest.double.js';
import { SupabaseLeadStore } from './supabase-lead.store.js';

const KEY = 'service-role-key-for-tests';

leadStoreContract('supabase (REST double)', async () => {
  const double = await new SupabaseRestDouble(KEY).start();
  return { store: new SupabaseLeadStore(double.url, KEY), close: () => double.stop() };
});

describe('Supabase store requests', () => {
  let double: SupabaseRestDouble;
  beforeAll(async () => {
    double = await new SupabaseRestDouble(KEY).start();
  });
  afterAll(() => double.stop());

  it('upserts with on_conflict=email and merge-duplicates, returning the row', async () => {
    const store = new SupabaseLeadStore(double.url, KEY);
    await store.upsertSubmission({ email: 'ana@example.com', name: 'Ana' }, new Date('2026-03-02T15:00:00Z'));
    const post = double.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toMatch(/on_conflict=email/);
    expect(post.prefer).toMatch(/resolution=merge-duplicates/);
    expect(post.prefer).toMatch(/return=representation/);
  });

  it('receives every lead row the server commits, when configured as its mirror', async () => {
    const s = await testServer({}, { mirror: new SupabaseLeadStore(double.url, KEY) });
    try {
      for (const c of aWizardVisit('mirror@example.com').slice(0, 4)) {
        expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(
          202,
        );
      }
      await waitFor(() =>
        double.rows.some((r) => r.email === 'mirror@example.com' && r.address === '1 Ocean Blvd'),
      );
      expect(double.rows.find((r) => r.email === 'mirror@example.com')).toMatchObject({
        name: 'Ana',
        phone: '5615550123',
      });
    } finally {
      await s.close();
    }
  });

  it("carries the quote snapshot and the appointment's kind, as the lead table holds them", async () => {
    const s = await testServer(
      { CAPTURE_RATE_LIMIT: '100000' },
      { mirror: new SupabaseLeadStore(double.url, KEY) },
    );
    try {
      const owner = await signInOwner(s.app);
      expect((await owner('PUT', '/api/admin/price-book', commercialFirst)).statusCode).toBe(200);
      for (const c of aCommercialVisit('kind@example.com', '2026-03-06')) {
        const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
        expect(res.statusCode, res.body).toBe(202);
      }
      await waitFor(() =>
        double.rows.some((r) => r.email === 'kind@example.com' && r.appointment_kind === 'assessment'),
      );
      expect(double.rows.find((r) => r.email === 'kind@example.com')).toMatchObject({
        appointment_kind: 'assessment',
        quote_snapshot: { propertyType: 'Commercial', assessment: 'commercial' },
        quoted_price: null,
      });
    } finally {
      await s.close();
    }
  });

  it('fails clearly with a wrong key', async () => {
    const store = new SupabaseLeadStore(double.url, 'not-the-key');
    await expect(store.ping()).rejects.toThrow(/Supabase check failed: JWT invalid/);
  });
});
