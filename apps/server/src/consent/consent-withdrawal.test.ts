/**
 * Consent withdrawn (issue 20, decision 0220), on PGlite and PostgreSQL through the real server: a STOP
 * honoured across leads until a START (no tick undoes it, decision 0307), the owner's withdrawal per
 * channel, and the unsubscribe link by its page and by one click.
 */
import { randomUUID } from 'node:crypto';
import { mayMessage, unsubscribePath, type Capture, type ConsentRecord } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/databases.js';
import { signedIn, testServer, NOW } from '../../test/test-server.js';
import { appendConsent, consentRecordRows, consentRowsOf, latestConsents } from './consent-ledger.repo.js';
import { consentServer, contact, SECRET } from './consent-ledger.testkit.js';
import { unsubscribeToken } from './unsubscribe-token.js';

describe.each(DB_KINDS)('consent withdrawn on %s', (kind) => {
  const t = consentServer(kind);
  const { post } = t;

  it('honours a STOP on every lead of the number until a START: no tick on any visit undoes it (0307)', async () => {
    const number = '+15615550177';
    const phone = '(561) 555-0177';
    const withBox = (email: string, over: Partial<Capture> = {}) =>
      contact(email, true, { fields: { email, name: 'Cy', phone }, ...over });
    const first = withBox('cy@example.com');
    await post(first);
    await appendConsent(t.s.db, {
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
      const rows = await consentRowsOf(t.s.db, 'sms', number);
      // The send-time read (every row) and the sequence's (the latest row) agree.
      const latest = [...(await latestConsents(t.s.db, 'sms', [number])).values()];
      expect(mayMessage(latest, 'sms', number)).toEqual(mayMessage(rows, 'sms', number));
      return mayMessage(rows, 'sms', number);
    };
    expect(await may()).toEqual({ allowed: false, reason: 'withdrawn' });
    // A tick made offline before the STOP, arriving after it, does not undo it.
    const late = await testServer(
      { LINK_SECRET: SECRET },
      { db: t.s.db, now: () => new Date(NOW.getTime() + 2000) },
    );
    await late.app.inject({
      method: 'POST',
      url: '/api/captures',
      payload: withBox('cy@example.com', { deferred: true }),
    });
    expect(await may()).toEqual({ allowed: false, reason: 'withdrawn' });
    // A stranger's tick with the number, on a lead of its own or on Cy's, and Cy's own visit ticking
    // again: a box proves nothing of who holds the number, and writes nothing.
    const rows = await t.s.count('consent_ledger');
    await late.app.inject({ method: 'POST', url: '/api/captures', payload: withBox('mal@example.com') });
    for (const c of [withBox('cy@example.com'), withBox('cy@example.com', { visitId: first.visitId })]) {
      expect((await late.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(
        202,
      );
    }
    await late.app.close();
    expect(await t.s.count('consent_ledger')).toBe(rows);
    expect(await may()).toEqual({ allowed: false, reason: 'withdrawn' });
    // A START from the number grants again (decision 0309's webhook writes it).
    await appendConsent(t.s.db, {
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

  it("records the owner's withdrawal once, per channel, honoured on every lead of the address", async () => {
    const email = `eve.${randomUUID().slice(0, 8)}@example.com`;
    const number = '+15615550188';
    await post(contact(email, true, { fields: { email, name: 'Eve', phone: '(561) 555-0188' } }));
    const url = `/api/admin/leads/${email}/consent/withdrawals`;
    const withdraw = (channel: string) => t.s.app.inject({ method: 'POST', url, payload: { channel } });
    expect((await withdraw('sms')).statusCode).toBe(401);
    const owner = await signedIn(t.s);
    const first = await owner('POST', url, { channel: 'sms' });
    expect(first.statusCode).toBe(200);
    const record = first.json<ConsentRecord>();
    expect(record.rows.map((r) => [r.channel, r.action, r.how])).toEqual([
      ['sms', 'granted', 'box'],
      ['sms', 'withdrawn', 'owner'],
    ]);
    // The lead's follow-up sequence stopped with it, as a STOP's does.
    const seq = await t.s.db.query<{ state: string; stop_reason: string }>(
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
    const rows = await consentRecordRows(t.s.db, { email: 'someone.else@example.com', phone: number });
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
    const page = await t.s.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).toContain('d***@example.com');
    expect(page.body).not.toContain(email);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    const byForm = await t.s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(byForm.statusCode).toBe(200);
    expect(byForm.body).toContain('<h1>You&#39;re unsubscribed</h1>');
    const oneClick = await t.s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(oneClick.statusCode).toBe(200);
    const rows = await consentRecordRows(t.s.db, { email, phone: null });
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
      const res = await t.s.app.inject({
        method: 'POST',
        url: unsubscribePath(bad),
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This unsubscribe link is not valid');
    }
    expect(await consentRecordRows(t.s.db, { email, phone: null })).toHaveLength(1);
  });
});
