/**
 * The booking modal's request (decision 0267): 'Schedule Your Free Assessment' asks for a free on-site
 * assessment with no time chosen. Through the real routes on PGlite: the row, the webhook, the CSV and the
 * owner's lead page say `assessment`, no slot is held, and a lead that booked a time keeps its booking's kind.
 */
import type { LeadDetail } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { freshDb } from '../../test/databases.js';
import { lastWebhookBody } from '../../test/deliveries.js';
import { signedIn, testServer, type TestServer } from '../../test/test-server.js';
import { readSubmission } from './sql-lead.store.js';

/** The modal's two captures: Next on the contact step, then Submit on the notes step. */
const aModalRequest = (email: string) =>
  (['booking_progress', 'process_completed'] as const).map((stage) =>
    aCapture({
      formType: 'bookingModal',
      stage,
      currentStep: stage === 'process_completed' ? 'notes' : 'contact',
      fields: {
        email,
        name: 'Bea',
        phone: '5615550123',
        address: '9 Palm Way',
        propertyType: 'Residential',
        serviceNeeded: 'Roof Cleaning',
      },
    }),
  );

describe("the booking modal's request on pglite", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { db: await freshDb('pglite') });
  });
  afterAll(() => s.close());

  const post = (payload: object) => s.app.inject({ method: 'POST', url: '/api/captures', payload });
  const sendAll = async (captures: object[]) => {
    for (const c of captures) {
      const res = await post(c);
      expect(res.statusCode, res.body).toBe(202);
    }
  };

  it('is an assessment with no time: the row, the webhook, the CSV and the lead page say so', async () => {
    const email = 'bea@example.com';
    const [progress, submitted] = aModalRequest(email);
    await sendAll([progress!]);
    expect(await readSubmission(s.db, email)).toMatchObject({ appointment_kind: null });
    await sendAll([submitted!]);
    expect(await readSubmission(s.db, email)).toMatchObject({
      appointment_kind: 'assessment',
      appointmentstatus: null,
      formtype: 'bookingModal',
    });
    expect(await lastWebhookBody(s.db, email)).toMatchObject({
      appointmentKind: 'assessment',
      stage: 'process_completed',
    });
    const held = await s.db.query('select 1 from appointments where email = $1', [email]);
    expect(held.rows).toHaveLength(0);

    const owner = await signedIn(s);
    const csv = (await owner('GET', '/api/admin/leads.csv')).body.split('\r\n');
    const header = csv[0]!.split(',');
    const line = csv.find((l) => l.includes(email))!.split(',');
    expect(line[header.indexOf('appointment_kind')]).toBe('assessment');
    const page = await owner('GET', `/api/admin/leads/${encodeURIComponent(email)}`);
    expect(page.json<LeadDetail>().lead).toMatchObject({ appointment_kind: 'assessment' });
  });

  it("leaves a booked time's kind alone when the same prospect then uses the modal", async () => {
    const email = 'rae@example.com';
    await sendAll(aWizardVisit(email, undefined, '2026-03-10'));
    await sendAll(aModalRequest(email));
    expect(await readSubmission(s.db, email)).toMatchObject({ appointment_kind: 'quote' });
    const held = await s.db.query<{ kind: string }>('select kind from appointments where email = $1', [
      email,
    ]);
    expect(held.rows).toEqual([{ kind: 'quote' }]);
  });
});
