/** The contract every `LeadStore` meets; run by each store's test file against a fresh store. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../src/leads/lead-store.js';

export interface StoreFixture {
  store: LeadStore;
  close(): Promise<void>;
}

export function leadStoreContract(name: string, open: () => Promise<StoreFixture>): void {
  describe(`LeadStore contract: ${name}`, () => {
    let fx: StoreFixture;
    beforeAll(async () => {
      fx = await open();
    });
    afterAll(() => fx.close());

    const t0 = new Date('2026-03-01T10:00:00.000Z');
    const t1 = new Date('2026-03-01T10:05:00.000Z');

    it('answers the start-up check on an empty table', async () => {
      expect(await fx.store.ping()).toEqual({ rows: 0 });
    });

    it('inserts a lead, filling timestamp and updated_at', async () => {
      const row = await fx.store.upsertSubmission(
        { email: 'Ann@Example.com', name: 'Ann', stage: 'name_completed' },
        t0,
      );
      expect(row).toMatchObject({ email: 'ann@example.com', name: 'Ann', stage: 'name_completed' });
      expect(row.id).toBeGreaterThan(0);
      expect(row.timestamp).toBe(t0.toISOString());
      expect(row.updated_at).toBe(t0.toISOString());
    });

    it('merges a later step into the same row by lower-cased e-mail, keeping the first timestamp', async () => {
      const first = await fx.store.readSubmission('ann@example.com');
      const row = await fx.store.upsertSubmission(
        {
          email: ' ANN@example.COM ',
          phone: '5615550100',
          stage: 'contact_completed',
          quoted_price: 575,
          partial: true,
        },
        t1,
      );
      expect(row.id).toBe(first?.id);
      expect(row).toMatchObject({
        name: 'Ann',
        phone: '5615550100',
        stage: 'contact_completed',
        quoted_price: 575,
        partial: true,
      });
      expect(row.timestamp).toBe(t0.toISOString());
      expect(row.updated_at).toBe(t1.toISOString());
    });

    it('reads a lead by e-mail in any case, and null for an unknown one', async () => {
      expect((await fx.store.readSubmission('ANN@EXAMPLE.COM'))?.phone).toBe('5615550100');
      expect(await fx.store.readSubmission('nobody@example.com')).toBeNull();
    });

    it('keeps one row per e-mail', async () => {
      await fx.store.upsertSubmission({ email: 'bob@example.com', name: 'Bob' }, t0);
      await fx.store.upsertSubmission({ email: 'BOB@example.com', completed: true }, t1);
      expect(await fx.store.ping()).toEqual({ rows: 1 });
      const bob = await fx.store.readSubmission('bob@example.com');
      expect(bob).toMatchObject({ name: 'Bob', completed: true });
    });

    it('refuses a key that is not a column (never drops it silently), writing nothing', async () => {
      for (const key of ['propertyType', 'hacker']) {
        const patch = { email: 'cy@example.com', [key]: 'Commercial' } as never;
        await expect(fx.store.upsertSubmission(patch, t0)).rejects.toThrow(`has no column ${key}`);
      }
      expect(await fx.store.readSubmission('cy@example.com')).toBeNull();
    });

    it('refuses a patch without an e-mail', async () => {
      await expect(fx.store.upsertSubmission({ email: '  ' }, t0)).rejects.toThrow(/e-mail/);
    });
  });
}
