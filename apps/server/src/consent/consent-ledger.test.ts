/**
 * Consent on record (issue 20, decision 0220), on PGlite and PostgreSQL through the real server: the box's
 * rows written with the capture, an unknown wording refused with nothing stored, the ledger refusing any
 * change, and the owner's export. Withdrawals (a STOP, the owner's, the unsubscribe link) are in
 * consent-withdrawal.test.ts.
 */
import { consentVersion, defaultConfig, smsConsentOf, smsWordingIn, type ConsentRecord } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS } from '../../test/databases.js';
import { signedIn, NOW } from '../../test/test-server.js';
import { consentRecordRows } from './consent-ledger.repo.js';
import { consentServer, contact } from './consent-ledger.testkit.js';

const NUMBER = '+15615550123';
const VERSION = consentVersion(defaultConfig.consent.smsWording);

describe.each(DB_KINDS)('the consent ledger on %s', (kind) => {
  const t = consentServer(kind);
  const { post } = t;
  const facts = async (email: string) => consentRecordRows(t.s.db, { email, phone: NUMBER });

  it('writes a ticked box once, with the version, time, IP, user agent, page and lead', async () => {
    const ticked = contact('ana@example.com', true);
    const res = await post(ticked, { 'user-agent': 'Consent Test Browser' });
    expect(res.statusCode).toBe(202);
    expect((await post(ticked)).statusCode).toBe(200); // the same capture again: acknowledged, nothing new
    // The booking modal sends the box again with a later step: already on record.
    expect((await post(contact('ana@example.com', true, { visitId: ticked.visitId }))).statusCode).toBe(202);
    const rows = await facts('ana@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      address: NUMBER,
      action: 'granted',
      version: VERSION,
      how: 'box',
      at: NOW.toISOString(),
      ip: '127.0.0.1',
      userAgent: 'Consent Test Browser',
      page: ticked.source,
      leadEmail: 'ana@example.com',
      captureId: ticked.captureId,
    });
    // An empty box from another visit says nothing of Ana's consent; her own visit's unticking withdraws.
    await post(contact('ana@example.com', false));
    expect(await facts('ana@example.com')).toHaveLength(1);
    await post(contact('ana@example.com', false, { visitId: ticked.visitId }));
    expect((await facts('ana@example.com')).map((r) => [r.action, r.how])).toEqual([
      ['granted', 'box'],
      ['withdrawn', 'box'],
    ]);
  });

  it("keeps the Spanish box's own version and says the prospect saw the Spanish one (issue 41)", async () => {
    const number = '+15615550177';
    const ticked = aCapture({
      stage: 'contact_completed',
      language: 'es',
      fields: { email: 'lucia@example.com', name: 'Lucía', phone: '(561) 555-0177' },
      consent: smsConsentOf(true, defaultConfig, 'es'),
    });
    expect((await post(ticked)).statusCode).toBe(202);
    const rows = await consentRecordRows(t.s.db, { email: 'lucia@example.com', phone: number });
    expect(rows).toMatchObject([
      { action: 'granted', version: consentVersion(smsWordingIn('es')), language: 'es' },
    ]);
    expect(rows[0]!.version).not.toBe(VERSION);
    const owner = await signedIn(t.s);
    const json = (await owner('GET', '/api/admin/leads/lucia@example.com/consent')).json<ConsentRecord>();
    expect(json.rows[0]).toMatchObject({ wording: smsWordingIn('es'), language: 'es' });
  });

  it('refuses a wording it does not know with a sentence, and stores nothing of the capture', async () => {
    const events = await t.s.count('lead_events');
    const forged = contact('bo@example.com', true, {
      consent: { sms: { granted: true, version: consentVersion('Words this site never showed') } },
    });
    const res = await post(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unknown_consent_wording' });
    expect(res.json<{ message: string }>().message).toMatch(/reload the page/);
    expect(await t.s.count('lead_events')).toBe(events);
    const noPhone = { ...contact('bo@example.com', true), fields: { email: 'bo@example.com' } };
    expect((await post(noPhone)).json<{ message: string }>().message).toMatch(/valid phone number/);
  });

  it('refuses to change or remove a row, whatever the SQL', async () => {
    for (const sql of [
      'update consent_ledger set action = $1',
      'delete from consent_ledger where action <> $1',
    ]) {
      await expect(t.s.db.query(sql, ['granted'])).rejects.toThrow(/append-only/);
    }
    await expect(t.s.db.query('truncate consent_ledger')).rejects.toThrow(/append-only/);
    expect(await t.s.count('consent_ledger')).toBeGreaterThan(0);
  });

  it("exports one lead's record as JSON and CSV to the signed-in owner only", async () => {
    const url = '/api/admin/leads/ana@example.com/consent';
    expect((await t.s.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const owner = await signedIn(t.s);
    const json = (await owner('GET', url)).json<ConsentRecord>();
    expect(json.email).toBe('ana@example.com');
    expect(json.phone).toBe(NUMBER);
    expect(json.rows.map((r) => r.action)).toEqual(['granted', 'withdrawn']);
    expect(json.rows[0]!.wording).toBe(defaultConfig.consent.smsWording);
    expect(json.rows[0]!.language).toBe('en');
    const csv = await owner('GET', `${url}.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('consent-ana@example.com.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'channel,address,action,version,wording,language,how,at,ip,userAgent,page,leadEmail',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(VERSION);
    expect((await owner('GET', '/api/admin/leads/nobody@example.com/consent')).statusCode).toBe(404);
    expect((await owner('GET', '/api/admin/leads/nobody@example.com/consent.csv')).statusCode).toBe(404);
  });
});
