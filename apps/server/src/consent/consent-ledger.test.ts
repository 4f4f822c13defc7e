/**
 * Consent on record (issue 20, decision 0220), on PGlite and PostgreSQL through the real server: the box's
 * rows written with the capture, an unknown wording refused with nothing stored, the ledger refusing any
 * change, a STOP honoured across leads until a START (no tick undoes it), the owner's export, and the
 * unsubscribe link.
 */
import { randomUUID } from 'node:crypto';
import {
  consentVersion,
  defaultConfig,
  mayMessage,
  smsConsentOf,
  smsWordingIn,
  unsubscribePath,
  type Capture,
  type ConsentRecord,
} from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signedIn, testServer, NOW, type TestServer } from '../../test/test-server.js';
import { appendConsent, consentRecordRows, consentRowsOf, latestConsents } from './consent-ledger.repo.js';
import { unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a test secret that is long enough to seal links';
const NUMBER = '+15615550123';
const VERSION = consentVersion(defaultConfig.consent.smsWording);

const contact = (email: string, granted: boolean | undefined, over: Partial<Capture> = {}) =>
  aCapture({
    stage: 'contact_completed',
    fields: { email, name: 'Ana', phone: '(561) 555-0123' },
    ...(granted === undefined ? {} : { consent: smsConsentOf(granted) }),
    ...over,
  });

describe.each(DB_KINDS)('the consent ledger on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000', LINK_SECRET: SECRET }, { db: await freshDb(kind) });
  });
  afterAll(() => s?.close());

  const post = (c: Capture, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload: c, headers });
  const facts = async (email: string) => consentRecordRows(s.db, { email, phone: NUMBER });

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
    const rows = await consentRecordRows(s.db, { email: 'lucia@example.com', phone: number });
    expect(rows).toMatchObject([
      { action: 'granted', version: consentVersion(smsWordingIn('es')), language: 'es' },
    ]);
    expect(rows[0]!.version).not.toBe(VERSION);
    const owner = await signedIn(s);
    const json = (await owner('GET', '/api/admin/leads/lucia@example.com/consent')).json<ConsentRecord>();
    expect(json.rows[0]).toMatchObject({ wording: smsWordingIn('es'), language: 'es' });
  });

  it('refuses a wording it does not know with a sentence, and stores nothing of the capture', async () => {
    const events = await s.count('lead_events');
    const forged = contact('bo@example.com', true, {
      consent: { sms: { granted: true, version: consentVersion('Words this site never showed') } },
    });
    const res = await post(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unknown_consent_wording' });
    expect(res.json<{ message: string }>().message).toMatch(/reload the page/);
    expect(await s.count('lead_events')).toBe(events);
    const noPhone = { ...contact('bo@example.com', true), fields: { email: 'bo@example.com' } };
    expect((await post(noPhone)).json<{ message: string }>().message).toMatch(/valid phone number/);
  });

  it('refuses to change or remove a row, whatever the SQL', async () => {
    for (const sql of [
      'update consent_ledger set action = $1',
      'delete from consent_ledger where action <> $1',
    ]) {
      await expect(s.db.query(sql, ['granted'])).rejects.toThrow(/append-only/);
    }
    await expect(s.db.query('truncate consent_ledger')).rejects.toThrow(/append-only/);
    expect(await s.count('consent_ledger')).toBeGreaterThan(0);
  });

  it('honours a STOP on every lead of the number until a START: no tick on any visit undoes it (0307)', async () => {
    const number = '+15615550177';
    const phone = '(561) 555-0177';
    const withBox = (email: string, over: Partial<Capture> = {}) =>
      contact(email, true, { fields: { email, name: 'Cy', phone }, ...over });
    const first = withBox('cy@example.com');
    await post(first);
    await appendConsent(s.db, {
      channel: 'sms',
      address: number,
      action: 'withdrawn',
      version: null,
      how: 'stop_reply',
      at: new Date(NOW.getTime() + 1000),
      ip: null,
      userAgent: null,
      page: null,
      leadEmail: null,
      visitId: null,
      captureId: null,
    });
    const may = async () => {
      const rows = await consentRowsOf(s.db, 'sms', number);
      // The send-time read (every row) and the sequence's (the latest row) agree.
      const latest = [...(await latestConsents(s.db, 'sms', [number])).values()];
      expect(mayMessage(latest, 'sms', number)).toEqual(mayMessage(rows, 'sms', number));
      return mayMessage(rows, 'sms', number);
    };
    expect(await may()).toEqual({ allowed: false, reason: 'withdrawn' });
    // A tick made offline before the STOP, arriving after it, does not undo it.
    const late = await testServer(
      { LINK_SECRET: SECRET },
      { db: s.db, now: () => new Date(NOW.getTime() + 2000) },
    );
    await late.app.inject({
      method: 'POST',
      url: '/api/captures',
      payload: withBox('cy@example.com', { deferred: true }),
    });
    expect(await may()).toEqual({ allowed: false, reason: 'withdrawn' });
    // A stranger's tick with the number, on a lead of its own or on Cy's, and Cy's own visit ticking
    // again: a box proves nothing of who holds the number, and writes nothing.
    const rows = await s.count('consent_ledger');
    await late.app.inject({ method: 'POST', url: '/api/captures', payload: withBox('mal@example.com') });
    for (const c of [withBox('cy@example.com'), withBox('cy@example.com', { visitId: first.visitId })]) {
      expect((await late.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(
        202,
      );
    }
    await late.app.close();
    expect(await s.count('consent_ledger')).toBe(rows);
    expect(await may()).toEqual({ allowed: false, reason: 'withdrawn' });
    // A START from the number grants again (decision 0309's webhook writes it).
    await appendConsent(s.db, {
      channel: 'sms',
      address: number,
      action: 'granted',
      version: null,
      how: 'start_reply',
      at: new Date(NOW.getTime() + 3000),
      ip: null,
      userAgent: null,
      page: null,
      leadEmail: null,
      visitId: null,
      captureId: null,
    });
    expect(await may()).toEqual({ allowed: true, basis: 'granted' });
  });

  it("exports one lead's record as JSON and CSV to the signed-in owner only", async () => {
    const url = '/api/admin/leads/ana@example.com/consent';
    expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const owner = await signedIn(s);
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

  it("records the owner's withdrawal once, per channel, honoured on every lead of the address", async () => {
    const email = `eve.${randomUUID().slice(0, 8)}@example.com`;
    const number = '+15615550188';
    await post(contact(email, true, { fields: { email, name: 'Eve', phone: '(561) 555-0188' } }));
    const url = `/api/admin/leads/${email}/consent/withdrawals`;
    const withdraw = (channel: string) => s.app.inject({ method: 'POST', url, payload: { channel } });
    expect((await withdraw('sms')).statusCode).toBe(401);
    const owner = await signedIn(s);
    const first = await owner('POST', url, { channel: 'sms' });
    expect(first.statusCode).toBe(200);
    const record = first.json<ConsentRecord>();
    expect(record.rows.map((r) => [r.channel, r.action, r.how])).toEqual([
      ['sms', 'granted', 'box'],
      ['sms', 'withdrawn', 'owner'],
    ]);
    // The lead's follow-up sequence stopped with it, as a STOP's does.
    const seq = await s.db.query<{ state: string; stop_reason: string }>(
      'select state, stop_reason from follow_ups where email = $1',
      [email],
    );
    expect(seq.rows).toEqual([{ state: 'stopped', stop_reason: 'withdrawn' }]);
    // A second click adds nothing; the e-mail is its own channel.
    expect((await owner('POST', url, { channel: 'sms' })).json<ConsentRecord>().rows).toHaveLength(2);
    const both = (await owner('POST', url, { channel: 'email' })).json<ConsentRecord>();
    expect(both.rows.filter((r) => r.channel === 'email').map((r) => [r.address, r.action, r.how])).toEqual([
      [email, 'withdrawn', 'owner'],
    ]);
    // Whichever lead holds the number next, it may not be texted.
    const rows = await consentRecordRows(s.db, { email: 'someone.else@example.com', phone: number });
    expect(mayMessage(rows, 'sms', number)).toEqual({ allowed: false, reason: 'withdrawn' });
    const bad = await owner('POST', url, { channel: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/sms or email/);
    const noPhone = `fay.${randomUUID().slice(0, 8)}@example.com`;
    await post(contact(noPhone, undefined, { fields: { email: noPhone, name: 'Fay', phone: '' } }));
    const none = await owner('POST', `/api/admin/leads/${noPhone}/consent/withdrawals`, { channel: 'sms' });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ error: string }>().error).toBe('no_address');
  });

  it('unsubscribes by the page (a plain form) and by one click, once, and refuses a forged link', async () => {
    const email = `dee.${randomUUID().slice(0, 8)}@example.com`;
    await post(contact(email, undefined, { fields: { email, name: 'Dee' } }));
    const path = unsubscribePath(unsubscribeToken(SECRET, { channel: 'email', address: email }));
    const page = await s.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).toContain('d***@example.com');
    expect(page.body).not.toContain(email);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    const byForm = await s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(byForm.statusCode).toBe(200);
    expect(byForm.body).toContain('<h1>You&#39;re unsubscribed</h1>');
    const oneClick = await s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(oneClick.statusCode).toBe(200);
    const rows = await consentRecordRows(s.db, { email, phone: null });
    expect(rows.map((r) => [r.channel, r.address, r.action, r.how, r.page])).toEqual([
      ['email', email, 'withdrawn', 'unsubscribe_link', '/unsubscribe'],
    ]);
    expect(mayMessage(rows, 'email', email)).toEqual({ allowed: false, reason: 'withdrawn' });
    const token = path.split('/').at(-1)!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      altered,
      unsubscribeToken('another secret of at least 32 chars!!', { channel: 'email', address: email }),
      'x',
    ]) {
      const res = await s.app.inject({
        method: 'POST',
        url: unsubscribePath(bad),
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This unsubscribe link is not valid');
    }
    expect(await consentRecordRows(s.db, { email, phone: null })).toHaveLength(1);
  });
});
