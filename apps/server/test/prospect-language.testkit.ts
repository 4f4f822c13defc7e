/**
 * What the prospect-language tests share (issue 41): the real server on `kind`'s store with the
 * Twilio-shaped fake and an SMTP receiver, on a clock the test moves, the owner's first follow-up at one
 * minute, and the calls the tests make of it.
 */
import type { Capture } from '@pw/funnel';
import { expect } from 'vitest';
import { freshDb, type DbKind } from './databases.js';
import { inboundReply } from './inbound-sms.js';
import type { ReceivedMail } from './smtp-receiver.js';
import { followUpTestServer, SITE } from './follow-up-test-server.js';

export { SITE };

/**
 * The server of one describe (started in its `beforeAll`, closed in its `afterAll`), its clock read from
 * `now`. `s` and `fake` are set once the `beforeAll` has run.
 */
export function languageServer(kind: DbKind, now: () => Date) {
  const t = followUpTestServer(now, () => freshDb(kind));
  return {
    get s() {
      return t.s;
    },
    get fake() {
      return t.fake;
    },
    post: async (c: Capture) => {
      const res = await t.s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
      expect(res.statusCode, res.body).toBe(202);
      return res;
    },
    send: () => t.sendDue(),
    mailsTo: (email: string): ReceivedMail[] => t.smtp.received.filter((m) => m.to.includes(email)),
    reply: (from: string, body: string) =>
      t.s.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        ...inboundReply({ site: SITE, token: t.fake.authToken, from, body }),
      }),
    answerOf: (twiml: string) => /<Message>([\s\S]*)<\/Message>/.exec(twiml)?.[1] ?? '',
  };
}
