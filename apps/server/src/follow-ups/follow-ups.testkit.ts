/**
 * What the follow-up tests share (issue 20): a prospect who stops at the quote, a worker as another process
 * would run it, and the real server with the Twilio-shaped fake and an SMTP receiver, on a clock the test
 * moves, with the owner's first follow-up set at one minute.
 */
import { randomUUID } from 'node:crypto';
import { defaultConfig, smsConsentOf, type Capture } from '@pw/funnel';
import { aCapture } from '../../test/a-capture.js';
import { quietLog } from '../../test/quiet-log.js';
import { mimeParts } from '../../test/smtp-receiver.js';
import { followUpTestServer, SITE } from '../../test/follow-up-test-server.js';
import { NOW } from '../../test/test-server.js';
import { followUpLeads } from '../leads/lead-ports.js';
import type { SqlDb } from '../store/sql-db.js';
import { FollowUpWorker } from './follow-up.worker.js';

export { SITE };
export const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** A prospect who stops at the quote: name, e-mail, phone and the text box as given. */
export function quote(email: string, phone: string, smsConsent: boolean, visitId = randomUUID()): Capture {
  return aCapture({
    visitId,
    stage: 'quote_details',
    currentStep: 'review',
    fields: {
      email,
      phone,
      name: 'Ana https://evil.example',
      address: '1 Ocean Blvd',
      propertyType: 'Residential',
      serviceNeeded: 'House Exterior',
    },
    ...(smsConsent ? { consent: smsConsentOf(true) } : {}),
  });
}

/** A second worker on `db`, as another process (or the same one restarted) would run it. */
export const aWorker = (
  db: SqlDb,
  o: { smsReady: boolean; now: () => Date; pollMs?: number; mail?: boolean },
) =>
  new FollowUpWorker({
    db,
    config: defaultConfig,
    leads: followUpLeads,
    publicUrl: SITE,
    secret: () => Promise.resolve('x'.repeat(32)),
    log: quietLog(),
    ...o,
    mail: o.mail ?? true,
    smsReady: () => Promise.resolve(o.smsReady),
  });

/**
 * The server of one describe (started in its `beforeAll`, closed in its `afterAll`), its clock read from
 * `now`, with the fakes it sends to and the queries the tests read it by. `s` and `fake` are set once
 * the `beforeAll` has run.
 */
export function followUpServer(now: () => Date) {
  const t = followUpTestServer(now);
  return {
    get s() {
      return t.s;
    },
    get fake() {
      return t.fake;
    },
    post: (c: Capture) => t.s.app.inject({ method: 'POST', url: '/api/captures', payload: c }),
    /** Fires the due sequences, then sends what they queued. */
    run: () => t.sendDue(),
    textsTo: (number: string) => t.fake.messages.filter((m) => m.to === number),
    mailsTo: (email: string) =>
      t.smtp.received.filter((m) => m.to.includes(email) && /resume#/.test(mimeParts(m.raw)[0]!.body)),
    sequence: async (email: string) =>
      (
        await t.s.db.query<{ state: string; sent: number; stop_reason: string | null }>(
          'select state, sent, stop_reason from follow_ups where email = $1',
          [email],
        )
      ).rows[0],
    followUpRows: async (email: string) =>
      (
        await t.s.db.query<{ n: number }>(
          `select (select count(*) from sms_deliveries d where d.follow_up_id = f.id)::int
                + (select count(*) from mail_deliveries d where d.follow_up_id = f.id)::int as n
             from follow_ups f where f.email = $1`,
          [email],
        )
      ).rows[0]?.n ?? 0,
  };
}
