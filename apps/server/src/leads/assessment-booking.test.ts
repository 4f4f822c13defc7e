/**
 * Jobs the owner wants to see first (issue 21 §3, decision 0254): with "commercial jobs get an
 * assessment" on, a commercial lead's stored quote says so, it is quoted no price, and its booking is an
 * assessment on the appointment, the lead's row, the webhook, the owner's appointments and the calendar
 * invite; a residential lead still books a quoted job. On PGlite and PostgreSQL, through the real routes.
 */
import type { AppointmentsAnswer } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCommercialVisit, aWizardVisit, commercialFirst } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { lastWebhookBody } from '../../test/deliveries.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from './sql-lead.store.js';

describe.each(DB_KINDS)('on-site assessments on %s', (kind) => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb(kind) });
    owner = await signInOwner(s.app);
    const saved = await owner('PUT', '/api/admin/price-book', commercialFirst);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => s.close());

  const post = (payload: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const book = async (visit: ReturnType<typeof aWizardVisit>) => {
    for (const c of visit.slice(0, -1)) expect((await post(c)).statusCode).toBe(202);
    const res = await post(visit.at(-1)!);
    expect(res.statusCode, res.body).toBe(202);
    return res.json<{ manageToken: string; quote: unknown }>();
  };

  it('books a commercial job as an assessment, with no price quoted, and says so everywhere', async () => {
    const email = 'cora@example.com';
    const answer = await book(aCommercialVisit(email, '2026-03-06'));
    expect(answer.quote).toBeNull();
    const row = await readSubmission(s.db, email);
    expect(row).toMatchObject({
      quoted_price: null,
      appointment_kind: 'assessment',
      quote_snapshot: { propertyType: 'Commercial', total: 250, assessment: 'commercial' },
    });
    expect(await lastWebhookBody(s.db, email)).toMatchObject({ appointmentKind: 'assessment' });
    const listed = await owner('GET', '/api/admin/appointments?from=2026-03-06&to=2026-03-06');
    expect(listed.json<AppointmentsAnswer>().items).toEqual([
      expect.objectContaining({ email, kind: 'assessment', price: null }),
    ]);
    const managed = await s.app.inject({ method: 'GET', url: `/api/bookings/${answer.manageToken}` });
    expect(managed.json()).toMatchObject({ appointment: { kind: 'assessment' } });
    const ics = await s.app.inject({ method: 'GET', url: `/api/bookings/${answer.manageToken}/ics` });
    expect(ics.body).toContain('SUMMARY:Free on-site assessment');
  });

  it('keeps the kind through a reschedule, and books a residential job as a quoted one', async () => {
    const email = 'cora@example.com';
    const { rows } = await s.db.query<{ id: number }>('select id from appointments where email = $1', [
      email,
    ]);
    const moved = await owner('POST', `/api/admin/appointments/${rows[0]!.id}/move`, {
      day: '2026-03-19',
      time: '11:00 AM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await s.db.query<{ kind: string }>('select kind from appointments where email = $1', [
      email,
    ]);
    expect(after.rows).toEqual([{ kind: 'assessment' }]);

    const resident = 'rae@example.com';
    const answer = await book(aWizardVisit(resident, undefined, '2026-03-10'));
    expect(answer.quote).toMatchObject({ total: 900 });
    expect(await readSubmission(s.db, resident)).toMatchObject({
      quoted_price: 900,
      appointment_kind: 'quote',
    });
    const ics = await s.app.inject({ method: 'GET', url: `/api/bookings/${answer.manageToken}/ics` });
    expect(ics.body).toContain('SUMMARY:Pressure washing appointment');
  });

  it('refuses a kind or a price sent by the browser, and stores nothing of that capture', async () => {
    const visit = aCommercialVisit('forger@example.com', '2026-03-11');
    const forged = { ...visit.at(-1)!, fields: { ...visit.at(-1)!.fields, appointmentKind: 'quote' } };
    const res = await post(forged);
    expect(res.statusCode).toBe(400);
    const refusal = res.json<{ error: string; message: string }>();
    expect(refusal.error).toBe('invalid_capture');
    expect(refusal.message).toMatch(/appointmentKind/);
    expect(await readSubmission(s.db, 'forger@example.com')).toBeNull();
  });
});
