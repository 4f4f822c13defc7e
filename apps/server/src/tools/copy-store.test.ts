/** Moving the embedded store into PostgreSQL keeps every lead, event, delivery and the owner's sign-in. */
import { describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { freshPostgres } from '../../test/databases.js';
import { PASSWORD, testServer } from '../../test/test-server.js';
import { checkOwnerPassword } from '../auth/auth.repo.js';
import { readSubmission, upsertSubmission } from '../leads/sql-lead.store.js';
import { copyStore } from './copy-store.js';

const TABLES = ['onboarding_submissions', 'lead_events', 'lead_visits', 'lead_states', 'appointments'];

describe('copyStore', () => {
  it('copies a PGlite store with captures into an empty PostgreSQL, ids and sign-in included', async () => {
    const s = await testServer();
    const to = await freshPostgres();
    try {
      for (const c of aWizardVisit('move@example.com')) {
        expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(
          202,
        );
      }
      const copied = await copyStore(s.db, to);
      for (const table of TABLES) {
        const count = async (db: typeof to) =>
          (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
        expect(copied[table], table).toBe(await count(s.db));
        expect(await count(to), table).toBe(await count(s.db));
      }
      expect(copied.lead_events).toBeGreaterThan(3);
      expect(await readSubmission(to, 'move@example.com')).toEqual(
        await readSubmission(s.db, 'move@example.com'),
      );
      expect(await checkOwnerPassword(to, PASSWORD)).not.toBeNull();
      // Sequences moved past the copied ids: the next lead gets a new one.
      const before = (await readSubmission(to, 'move@example.com'))!.id;
      const next = await upsertSubmission(to, { email: 'next@example.com' }, new Date());
      expect(next.id).toBeGreaterThan(before);
      await expect(copyStore(s.db, to)).rejects.toThrow(/already holds leads/);
    } finally {
      await s.close();
      await to.close();
    }
  });
});
