/**
 * One address, one mailbox (decision 0204): hostile e-mail addresses go through the capture schema and,
 * those it takes, through the real send path (the booking drafts, nodemailer, a real SMTP server on
 * 127.0.0.1); every message has exactly one RCPT TO and one `To`, the given address. Rows stored before the
 * rule, whatever they hold, are sent to that one address or given up with the reason, never to several.
 */
import { randomUUID } from 'node:crypto';
import { isValidEmail, LeadFieldsSchema } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/databases.js';
import { hostileAddresses } from '../../test/hostile-addresses.js';
import { quietLog } from '../../test/quiet-log.js';
import { mimeParts, SmtpReceiver, senderTo, type ReceivedMail } from '../../test/smtp-receiver.js';
import type { SqlDb } from '../store/sql-db.js';
import { bookingMails } from './booking-mails.js';
import { mailsInsert } from './mail.store.js';
import { MailWorker, type MailSender } from './mail.worker.js';

const addresses = hostileAddresses(300);

const lead = {
  name: 'Ann',
  phone: '5615550123',
  address: '1 Ocean Blvd',
  serviceNeeded: 'Driveway',
  appointmentDate: '2026-03-06',
  appointmentTime: '8:30 AM',
};
/** The plain-text part of a received message, decoded. */
const textOf = (m: ReceivedMail) =>
  `${mimeParts(m.raw).find((p) => p.headers.includes('text/plain'))?.body ?? ''}\n`;

/** The `To` header's value, unfolded. */
const toHeader = (raw: string) => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ');
  return head.split('\r\n').filter((l) => /^to:/i.test(l));
};
/** The address as SMTP carries it: domains are case-insensitive and nodemailer lower-cases them. */
const onTheWire = (address: string) => {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
};
const expectOnlyTo = (mail: ReceivedMail, address: string) => {
  expect(mail.to, address).toEqual([onTheWire(address)]);
  expect(toHeader(mail.raw), address).toEqual([`To: ${onTheWire(address)}`]);
};

let smtp: SmtpReceiver;
let send: MailSender;
beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  send = senderTo(smtp);
});
afterAll(() => smtp?.stop());

describe('one address, one mailbox', () => {
  it('takes only plain mailboxes, and sends each booking e-mail to exactly that one', async () => {
    const taken = addresses.flatMap((given) => {
      const parsed = LeadFieldsSchema.safeParse({ email: given });
      return parsed.success ? [parsed.data.email!] : [];
    });
    // Worth something only if both kinds came up often: the seed's set has about 60 plain ones.
    expect(taken.length).toBeGreaterThan(40);
    expect(addresses.length - taken.length).toBeGreaterThan(200);
    const before = smtp.received.length;
    // A batch at a time: one SMTP connection each, and the receiver is quick to take them side by side.
    for (let i = 0; i < taken.length; i += 20) {
      await Promise.all(
        taken.slice(i, i + 20).map((email, j) => {
          // The manage token tells the messages apart.
          const [confirmation] = bookingMails(
            { ...lead, email },
            `probe-${i + j}`,
            { publicUrl: 'https://wash.example.com' },
            { timeZone: 'America/New_York' },
            new Date('2026-03-01T12:00:00Z'),
          );
          return send(confirmation!);
        }),
      );
    }
    const received = smtp.received.slice(before);
    expect(received).toHaveLength(taken.length);
    taken.forEach((email, i) => {
      const got = received.filter((m) => textOf(m).includes(`#probe-${i}\n`));
      expect(got, email).toHaveLength(1);
      expectOnlyTo(got[0]!, email);
    });
  });

  describe('rows stored before the rule', () => {
    let db: SqlDb;
    beforeAll(async () => {
      db = await freshPglite();
    });
    afterAll(() => db?.close());

    it('are sent to their one address or given up with the reason, never sent to several', async () => {
      // PostgreSQL text cannot hold NUL, so no row can carry one.
      const stored = addresses.filter((a) => !a.includes('\u0000'));
      const now = new Date(Date.now() - 1000);
      const params: unknown[] = [];
      await db.query(
        mailsInsert(
          stored.map((to, i) => ({
            kind: 'booking_confirmation' as const,
            to,
            subject: `probe ${i}`,
            text: 'Hello',
            ics: null,
            manageUrl: null,
            captureId: randomUUID(),
            now,
          })),
          params,
        ),
        params,
      );
      const worker = new MailWorker({
        db,
        send,
        // Only the owner's or booking messages here: a prospect's would have no lead to check.
        check: () => Promise.resolve({ action: 'drop', reason: 'no_lead' }),
        log: quietLog(),
        maxAttempts: 1,
      });
      const before = smtp.received.length;
      // Four loops side by side, as several server instances would: the claim's lease keeps them apart.
      await Promise.all(
        [1, 2, 3, 4].map(async () => {
          while ((await worker.runOnce()) > 0);
        }),
      );
      const received = smtp.received.slice(before);
      for (const m of received) expect(m.to).toHaveLength(1);

      const rows = await db.query<{ subject: string; status: string; last_error: string | null }>(
        'select subject, status, last_error from mail_deliveries',
      );
      const bySubject = new Map(rows.rows.map((r) => [r.subject, r]));
      let sent = 0;
      stored.forEach((to, i) => {
        const row = bySubject.get(`probe ${i}`)!;
        const got = received.filter((m) => m.raw.includes(`\r\nSubject: probe ${i}\r\n`));
        if (isValidEmail(to)) {
          expect(row.status, to).toBe('sent');
          expect(got, to).toHaveLength(1);
          expectOnlyTo(got[0]!, to.trim());
          sent++;
        } else {
          expect(row, JSON.stringify(to)).toMatchObject({ status: 'dead' });
          expect(row.last_error).toMatch(/^not sent: the recipient is not one e-mail address: "/);
          expect(got, JSON.stringify(to)).toHaveLength(0);
        }
      });
      expect(received).toHaveLength(sent);
    });
  });
});
