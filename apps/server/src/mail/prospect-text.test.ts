/**
 * Prospect text in booking e-mails stays text (decision 0204): a name, address or services with line
 * breaks neither adds a header nor opens a body of its own, in the drafts and at the real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mimeParts, SmtpReceiver, senderTo, type ReceivedMail } from '../../test/smtp-receiver.js';
import { bookingChangeMails, bookingMails, type MailSettings } from './booking-mails.js';
import { oneLine } from './mail-safety.js';
import type { MailSender } from './mail.worker.js';

const settings: MailSettings = {
  publicUrl: 'https://wash.example.com',
  ownerEmail: 'owner@wash.example.com',
};
const rules = { timeZone: 'America/New_York' };
const now = new Date('2026-03-01T12:00:00Z');
const plain = {
  name: 'Eve',
  email: 'eve@example.com',
  phone: '5615550123',
  address: '1 Ocean Blvd',
  serviceNeeded: 'Driveway',
  appointmentDate: '2026-03-06',
  appointmentTime: '8:30 AM',
};
const hostile = {
  ...plain,
  name: 'Eve\r\nBcc: victim@evil.example\r\n\r\nYour card was declined: http://evil.example',
  address: '1 Ocean Blvd\nX-Evil: 1',
  serviceNeeded: 'Driveway\u2028\u2029\u0085Pay here',
};

/** The header names of a message, its headers unfolded. */
const headerNames = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')
    .map((l) => l.slice(0, l.indexOf(':')).toLowerCase());
/** The header names of a MIME part (`mimeParts` gives them lower-cased). */
const partHeaderNames = (headers: string) =>
  headers
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.slice(0, l.indexOf(':')));
const textOf = (m: ReceivedMail) => mimeParts(m.raw).find((p) => p.headers.includes('text/plain'))!.body;

describe('oneLine', () => {
  it('turns each run of control characters and line breaks into one space', () => {
    expect(oneLine('a\r\nb\nc\rd\te\u0000f\u007fg\u0085h\u2028i\u2029j')).toBe('a b c d e f g h i j');
    expect(oneLine(' Eve\r\n\r\nBcc: x@y.com \n')).toBe('Eve Bcc: x@y.com');
    expect(oneLine('José Müller 😀')).toBe('José Müller 😀');
  });
});

describe('prospect text in the drafts', () => {
  it('keeps every subject to one line and every body to the lines of a plain name', () => {
    const pairs = [
      [bookingMails(plain, 't', settings, rules, now), bookingMails(hostile, 't', settings, rules, now)],
      [
        bookingChangeMails(
          { stage: 'appointment_cancelled', by: 'manage-link', was: { day: '2026-03-06', time: '8:30 AM' } },
          plain,
          settings,
          rules,
          now,
        ),
        bookingChangeMails(
          { stage: 'appointment_cancelled', by: 'manage-link', was: { day: '2026-03-06', time: '8:30 AM' } },
          hostile,
          settings,
          rules,
          now,
        ),
      ],
    ] as const;
    for (const [ok, bad] of pairs) {
      expect(bad.map((d) => d.kind)).toEqual(ok.map((d) => d.kind));
      bad.forEach((d, i) => {
        expect(d.subject, d.kind).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
        expect(d.text.split('\n'), d.kind).toHaveLength(ok[i]!.text.split('\n').length);
      });
    }
    expect(bookingMails(hostile, 't', settings, rules, now)[0]!.text.split('\n')[0]).toBe(
      'Hi Eve Bcc: Your card was declined:,',
    );
  });

  it('drops the bidi and invisible controls a name can turn a line around with, in subjects and bodies', () => {
    const turned = {
      ...plain,
      name: 'Eve\u202E\u2067 Ann\u2069\u200F\u200B\uFEFF\u0085',
      serviceNeeded: 'Drive\u202Eway',
    };
    for (const d of bookingMails(turned, 't', settings, rules, now)) {
      expect(d.subject, d.kind).not.toMatch(/[\p{Cf}\p{Cc}]/u);
      expect(d.text, d.kind).not.toMatch(/[\p{Cf}]/u);
    }
    const owners = bookingMails(turned, 't', settings, rules, now)[1]!;
    expect(owners.subject).toMatch(/^New booking: Eve Ann, /);
    expect(owners.text).toContain('Name: Eve Ann\n');
    expect(oneLine('Re: \u202Eevil\u2066 x\u200F')).toBe('Re: evil x');
  });
});

describe('prospect text at the SMTP server', () => {
  let smtp: SmtpReceiver;
  let send: MailSender;
  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    send = senderTo(smtp);
  });
  afterAll(() => smtp?.stop());

  const sent = async (drafts: Parameters<MailSender>[0][]) => {
    const before = smtp.received.length;
    for (const d of drafts) await send(d);
    return smtp.received.slice(before);
  };

  it('adds no header and no recipient, and the greeting stays one line', async () => {
    const plainSent = await sent(bookingMails(plain, 't', settings, rules, now));
    const plainHeaders = plainSent.map((m) => headerNames(m.raw));
    const plainParts = plainSent.map((m) => mimeParts(m.raw).map((p) => partHeaderNames(p.headers)));
    const received = await sent(bookingMails(hostile, 't', settings, rules, now));
    expect(received.map((m) => m.to)).toEqual([['eve@example.com'], ['owner@wash.example.com']]);
    received.forEach((m, i) => {
      expect(headerNames(m.raw)).toEqual(plainHeaders[i]);
      // Each part's headers too (a soft line break in the body's quoted-printable is not a header).
      expect(mimeParts(m.raw).map((p) => partHeaderNames(p.headers))).toEqual(plainParts[i]);
    });
    expect(textOf(received[1]!)).toContain('Address: 1 Ocean Blvd X-Evil: 1\r\n');
    const body = textOf(received[0]!).split(/\r?\n/);
    // The link and the address typed into the name are dropped (decision 0311).
    expect(body[0]).toBe('Hi Eve Bcc: Your card was declined:,');
    expect(body[1]).toBe('');
    // Plain text only: nothing the prospect wrote is ever read as markup.
    for (const m of received) expect(m.raw).not.toMatch(/text\/html/i);
  });

  it('puts a subject stored with line breaks on one line', async () => {
    const [m] = await sent([
      { to: 'eve@example.com', subject: 'Hi\r\nBcc: victim@evil.example\r\n\r\nbody', text: 'x', ics: null },
    ]);
    expect(m!.to).toEqual(['eve@example.com']);
    expect(headerNames(m!.raw)).not.toContain('bcc');
    expect(m!.raw).toMatch(/^Subject: Hi Bcc: victim@evil\.example body\r$/m);
  });
});
