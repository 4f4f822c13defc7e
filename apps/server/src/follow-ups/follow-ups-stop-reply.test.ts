/**
 * A STOP reply through the signed Twilio webhook stops every follow-up sequence of the number (issue 20,
 * decision 0243), on the real server with the Twilio-shaped fake: a bad signature is refused, a number no
 * lead has is put on record all the same, and a later lead with a withdrawn number gets e-mails only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twilioSignature } from '../../test/inbound-sms.js';
import { NOW } from '../../test/test-server.js';
import { aWorker, followUpServer, later, quote, SITE } from './follow-ups.testkit.js';

describe('a STOP reply to a follow-up', () => {
  let clock = NOW;
  const t = followUpServer(() => clock);
  const { post, run, textsTo, mailsTo, sequence } = t;

  it('honours STOP through the signed webhook on every lead of the number, and refuses a bad signature', async () => {
    clock = NOW;
    await post(quote('stop-a@example.com', '5615550104', true));
    await post(quote('stop-b@example.com', '(561) 555-0104', true));
    clock = later(60);
    await run();
    // One text a day to one number: the second lead's waits for tomorrow.
    expect(textsTo('+15615550104')).toHaveLength(1);
    expect(await sequence('stop-b@example.com')).toMatchObject({ state: 'waiting', sent: 0 });
    const url = `${SITE}/api/sms/inbound`;
    const form = {
      From: '+15615550104',
      To: '+15615550100',
      Body: ' Stop ',
      MessageSid: `SM${randomUUID()}`,
    };
    const inbound = (f: Record<string, string>, signature: string) =>
      t.s.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(f).toString(),
      });
    const ledger = () => t.s.count('consent_ledger');
    const before = await ledger();
    const forged = await inbound(form, twilioSignature('not-the-token', url, form));
    expect(forged.statusCode).toBe(403);
    const altered = await inbound(
      { ...form, From: '+15615550199' },
      twilioSignature(t.fake.authToken, url, form),
    );
    expect(altered.statusCode).toBe(403);
    expect(await ledger()).toBe(before);
    const stop = await inbound(form, twilioSignature(t.fake.authToken, url, form));
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toContain('<Response/>');
    expect(await ledger()).toBe(before + 1);
    for (const email of ['stop-a@example.com', 'stop-b@example.com'])
      expect(await sequence(email)).toMatchObject({ state: 'stopped', stop_reason: 'withdrawn' });
    // A number no lead has: its STOP is on record all the same.
    const stranger = { ...form, From: '+15615550177', Body: 'cancelar', MessageSid: `SM${randomUUID()}` };
    expect((await inbound(stranger, twilioSignature(t.fake.authToken, url, stranger))).statusCode).toBe(200);
    const rows = await t.s.db.query<{ address: string; how: string }>(
      `select address, how from consent_ledger where action = 'withdrawn' and how = 'stop_reply' order by id`,
    );
    expect(rows.rows).toEqual([
      { address: '+15615550104', how: 'stop_reply' },
      { address: '+15615550177', how: 'stop_reply' },
    ]);
    // A later lead with the withdrawn number, without a new tick of the box: an e-mail, never a text.
    clock = later(120);
    await post(quote('stop-c@example.com', '5615550104', false));
    clock = later(180);
    // A server without SMTP: the e-mail is allowed but cannot go, which is no withdrawal: it waits an hour.
    await aWorker(t.s.db, { smsReady: true, mail: false, now: () => clock }).runOnce();
    expect(await sequence('stop-c@example.com')).toMatchObject({ state: 'waiting', sent: 0 });
    clock = later(180 + 3600);
    await run();
    expect(textsTo('+15615550104')).toHaveLength(1);
    expect(mailsTo('stop-c@example.com')).toHaveLength(1);
  });
});
