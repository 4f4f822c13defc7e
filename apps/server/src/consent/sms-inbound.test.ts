/**
 * Replies to texts through the signed inbound webhook (issue 38 row 5, decision 0309), on PGlite and
 * PostgreSQL: revocations as the FCC reads them withdraw (REVOKE, "Stop!", a STOP split by a zero-width
 * space, "stop texting me") and a sentence with "end" does not; a START re-grants only a withdrawn number;
 * HELP and AYUDA are answered in TwiML with the business; a replayed MessageSid, alone or at once with
 * itself, appends nothing.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { defaultConfig } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { testServer, type TestServer } from '../../test/test-server.js';

const SITE = 'https://wash.example.com';
const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** Twilio's signature, computed here as its documentation says (not with the server's code). */
const sign = (token: string, form: Record<string, string>) =>
  createHmac('sha1', token)
    .update(
      `${SITE}/api/sms/inbound` +
        Object.keys(form)
          .sort()
          .map((k) => k + form[k])
          .join(''),
    )
    .digest('base64');

describe.each(DB_KINDS)('replies to texts on %s', (kind) => {
  let fake: FakeTwilio;
  let s: TestServer;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
    s = await testServer({ PUBLIC_URL: SITE, OWNER_ALERTS: '0', ...fake.env() }, { db: await freshDb(kind) });
  });
  afterAll(async () => {
    await s?.close();
    await fake?.stop();
  });

  const aForm = (from: string, body: string) => ({
    From: from,
    To: '+15615550100',
    Body: body,
    MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
  });
  const inbound = (form: Record<string, string>) =>
    s.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': sign(fake.authToken, form),
      },
      payload: new URLSearchParams(form).toString(),
    });
  const send = async (from: string, body: string) => {
    const res = await inbound(aForm(from, body));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    return res.body;
  };
  const rowsOf = async (address: string) =>
    (
      await s.db.query<{ action: string; how: string }>(
        'select action, how from consent_ledger where channel = $1 and address = $2 order by id',
        ['sms', address],
      )
    ).rows.map((r) => `${r.action} ${r.how}`);

  it('withdraws for the revocations the FCC names and their variants, and not for a sentence with "end"', async () => {
    const replies = ['REVOKE', 'Stop!', 'S\u200BTOP', 'stop texting me', 'OPT OUT', 'ＳＴＯＰ'];
    for (const [i, body] of replies.entries()) {
      const number = `+1561555020${i}`;
      await send(number, body);
      expect(await rowsOf(number), body).toEqual(['withdrawn stop_reply']);
    }
    // A variant the provider does not confirm itself is confirmed once; its own keyword is not.
    expect(await send('+15615550210', 'Stop texting me please')).toContain(
      "<Message>Palm Beach Pressure Pros: you're unsubscribed",
    );
    expect(await send('+15615550211', 'STOP')).toBe(EMPTY);
    for (const body of ['See you at the end of the week', 'Can you stop by at 3?', 'Thanks!'])
      expect(await send('+15615550212', body)).toBe(EMPTY);
    expect(await rowsOf('+15615550212')).toEqual([]);
  });

  it('grants again on START only over a withdrawal, with how start_reply', async () => {
    const number = '+15615550220';
    await send(number, 'stop');
    expect(await send(number, 'START')).toBe(EMPTY);
    expect(await rowsOf(number)).toEqual(['withdrawn stop_reply', 'granted start_reply']);
    // Already granted: nothing more to write, and a START the provider does not confirm is confirmed.
    expect(await send(number, 'start please')).toContain('subscribed again');
    expect(await rowsOf(number)).toHaveLength(2);
    // A number that never consented: a START is no consent to a wording it never saw.
    expect(await send('+15615550221', 'START')).toBe(EMPTY);
    expect(await rowsOf('+15615550221')).toEqual([]);
  });

  it('answers HELP and AYUDA with the business, its phone and how to stop', async () => {
    const { name } = defaultConfig.business;
    expect(await send('+15615550230', 'HELP')).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${name}: texts about your quote and appointment. Help: (561) 555-0142. Msg &amp; data rates may apply. Reply STOP to opt out.</Message></Response>`,
    );
    const ayuda = await send('+15615550230', 'ayuda');
    expect(ayuda).toContain(`<Message>${name}: mensajes`);
    expect(ayuda).toContain('(561) 555-0142');
    expect(await rowsOf('+15615550230')).toEqual([]);
  });

  it('acts on a MessageSid once: a replay, even at once with itself, appends nothing', async () => {
    const number = '+15615550240';
    const stop = aForm(number, 'Stop!');
    const twice = await Promise.all([inbound(stop), inbound(stop)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(number)).toEqual(['withdrawn stop_reply']);
    // A replayed START cannot undo a later STOP.
    const start = aForm(number, 'START');
    await inbound(start);
    await send(number, 'STOP');
    const replayed = await inbound(start);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toBe(EMPTY);
    expect(await rowsOf(number)).toEqual([
      'withdrawn stop_reply',
      'granted start_reply',
      'withdrawn stop_reply',
    ]);
    // A replayed HELP is not answered twice.
    const help = aForm(number, 'HELP');
    expect((await inbound(help)).body).toContain('<Message>');
    expect((await inbound(help)).body).toBe(EMPTY);
    // A MessageSid that is no provider's id: refused, nothing stored.
    const seen = await s.count('sms_inbound_seen');
    const bad = await inbound({ ...aForm(number, 'START'), MessageSid: 'x'.repeat(65) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_message_sid' });
    expect(await s.count('sms_inbound_seen')).toBe(seen);
    expect(await rowsOf(number)).toHaveLength(3);
  });
});
