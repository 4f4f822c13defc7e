/**
 * The owner's side of the lead's language (issue 41, decision 0326): the inbox filters by it and the CSV
 * carries it, and the analytics report splits the funnel by the language of each capture's page. Two
 * visits through the real capture route: an English one that books, a Spanish one that stops at the
 * address; one row the owner wrote directly (no language) is read as English.
 */
import type { Capture } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { upsertSubmission } from '../leads/sql-lead.store.js';

describe.each(DB_KINDS)("the lead's language in the inbox and analytics on %s", (kind) => {
  let s: TestServer;
  let call: OwnerCall;
  const clock = new Date('2026-03-02T14:00:00Z');

  const send = async (c: Capture) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
    expect(res.statusCode, res.body).toBe(202);
  };

  beforeAll(async () => {
    s = await testServer({}, { db: await freshDb(kind), now: () => clock });
    for (const c of aWizardVisit('ann@example.com')) await send({ ...c, language: 'en' });
    for (const c of aWizardVisit('ana@example.com').slice(0, 4)) await send({ ...c, language: 'es' });
    await upsertSubmission(s.db, { email: 'typed@example.com', name: 'Typed' }, clock);
    await s.db.query('update onboarding_submissions set language = null where email = $1', [
      'typed@example.com',
    ]);
    call = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  const emails = async (qs: string) => {
    const res = await call('GET', `/api/admin/leads?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<{ items: { email: string; language: string | null }[] }>()
      .items.map((l) => `${l.email}:${l.language ?? 'none'}`)
      .sort();
  };

  it('lists each lead with its language and filters by it, a lead with none counting as English', async () => {
    expect(await emails('')).toEqual(['ana@example.com:es', 'ann@example.com:en', 'typed@example.com:none']);
    expect(await emails('language=es')).toEqual(['ana@example.com:es']);
    expect(await emails('language=en')).toEqual(['ann@example.com:en', 'typed@example.com:none']);
    expect((await call('GET', '/api/admin/leads?language=fr')).statusCode).toBe(400);
  });

  it("carries the language in the CSV and on the lead's page", async () => {
    const csv = (await call('GET', '/api/admin/leads.csv?language=es')).body.split('\r\n');
    const header = csv[0]!.replace('\uFEFF', '').split(',');
    const at = header.indexOf('language');
    expect(at).toBeGreaterThan(0);
    expect(csv.slice(1, -1).map((line) => line.split(',')[at])).toEqual(['es']);
    const page = await call('GET', '/api/admin/leads/ana%40example.com');
    expect(page.json<{ lead: { language: string } }>().lead.language).toBe('es');
  });

  it("splits the funnel's steps by the language of each capture's page", async () => {
    const res = await call('GET', '/api/admin/analytics/report?from=2026-03-01&to=2026-03-02');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<{
      steps: { stage: string; visits: number }[];
      stepsByLanguage: Record<'en' | 'es', { stage: string; visits: number }[]>;
    }>();
    const reached = (steps: { stage: string; visits: number }[]) =>
      steps.filter((x) => x.visits > 0).map((x) => `${x.stage}:${x.visits}`);
    expect(reached(r.stepsByLanguage.es)).toEqual([
      'welcome_completed:1',
      'name_completed:1',
      'contact_completed:1',
      'address_completed:1',
    ]);
    expect(reached(r.stepsByLanguage.en)).toContain('appointment_scheduled:1');
    expect(reached(r.stepsByLanguage.en)).toContain('address_completed:1');
    expect(reached(r.steps)).toContain('address_completed:2');
  });
});
