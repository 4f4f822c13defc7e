/**
 * A Spanish lead's texts and a lead's language over its captures (issue 41, decision 0321), on PGlite and
 * PostgreSQL through the real routes and workers and the Twilio-shaped fake: ALTO stops the Spanish lead's
 * texts, and the latest capture that names a language sets the lead's.
 */
import { randomUUID } from 'node:crypto';
import { defaultConfig, smsConsentOf } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { aCapture } from './a-capture.js';
import { DB_KINDS } from './databases.js';
import { NOW } from './test-server.js';
import { languageServer } from './prospect-language.testkit.js';

describe.each(DB_KINDS)("a lead's texts and language over its captures, on %s", (kind) => {
  let clock = NOW;
  const t = languageServer(kind, () => clock);
  const { post, send, reply, answerOf } = t;

  it("ALTO stops the Spanish lead's texts: its later follow-ups go by no channel it withdrew", async () => {
    const number = '+15615550179';
    await post(
      aCapture({
        stage: 'quote_details',
        currentStep: 'review',
        language: 'es',
        fields: {
          email: 'alto@example.com',
          name: 'Lucía',
          phone: '5615550179',
          propertyType: 'Residential',
          serviceNeeded: 'House Exterior',
        },
        consent: smsConsentOf(true, defaultConfig, 'es'),
      }),
    );
    clock = new Date(clock.getTime() + 2 * 60_000);
    await send();
    expect(t.fake.messages.filter((m) => m.to === number)).toHaveLength(1);
    const alto = await reply(number, 'ALTO');
    expect(answerOf(alto.body)).toMatch(/se ha dado de baja/);
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    await send();
    expect(t.fake.messages.filter((m) => m.to === number)).toHaveLength(1);
    const latest = await t.s.db.query<{ action: string; how: string }>(
      `select action, how from consent_ledger where channel = 'sms' and address = $1 order by at desc, id desc limit 1`,
      [number],
    );
    expect(latest.rows[0]).toEqual({ action: 'withdrawn', how: 'stop_reply' });
  });

  it("keeps the latest capture's language: a lead that switches to Spanish is written in Spanish", async () => {
    const email = 'switch@example.com';
    const visitId = randomUUID();
    await post(
      aCapture({ visitId, stage: 'name_completed', language: 'en', fields: { email, name: 'Ana' } }),
    );
    await post(
      aCapture({
        visitId,
        stage: 'address_completed',
        language: 'es',
        fields: { email, address: '1 Ocean Blvd' },
      }),
    );
    // A capture that says no language (an older page, the owner's change) keeps the lead's.
    await post(
      aCapture({ visitId, stage: 'property_type_completed', fields: { email, propertyType: 'Residential' } }),
    );
    const row = await t.s.db.query<{ language: string }>(
      'select language from onboarding_submissions where email = $1',
      [email],
    );
    expect(row.rows[0]!.language).toBe('es');
    const bodies = await t.s.db.query<{ body: string }>(
      'select body from webhook_deliveries where lead_key = $1',
      [email],
    );
    const sent = bodies.rows.map((r) => JSON.parse(r.body) as { stage: string; language: string });
    expect(Object.fromEntries(sent.map((b) => [b.stage, b.language]))).toEqual({
      name_completed: 'en',
      address_completed: 'es',
      property_type_completed: 'es',
    });
  });
});
