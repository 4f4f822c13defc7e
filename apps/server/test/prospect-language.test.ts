/**
 * Issue 41's budget, "0 messages sent to a lead in a language other than its own" (decision 0321), on
 * PGlite and PostgreSQL through the real routes and workers, the Twilio-shaped fake and a real SMTP
 * receiver: an English and a Spanish prospect each get every kind of message the server sends a prospect
 * (booking confirmation, move and cancellation e-mails, their calendar files and the manage page's, a
 * follow-up text and a follow-up e-mail, the unsubscribe pages, the HELP and STOP answers), and each one
 * is read for its language. Spanish links open the `/es` pages. ALTO and a switch of language are in
 * prospect-language-switch.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { defaultConfig, smsConsentOf, type Capture, type Language } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from './a-capture.js';
import { DB_KINDS } from './databases.js';
import { mimeParts, type ReceivedMail } from './smtp-receiver.js';
import { NOW } from './test-server.js';
import { languageServer, SITE } from './prospect-language.testkit.js';

const LEAD = { name: 'Ana', address: '1 Ocean Blvd', services: 'House Exterior, Roof Cleaning' };
/** The booked services as the default price book names them in each language. */
const SERVICES_IN: Record<Language, string> = {
  en: LEAD.services,
  es: 'Exterior de la casa, Limpieza de techos',
};

/**
 * The language a message is written in, from words only one of the two uses, once what the lead typed,
 * the owner's service names, the business's name, links and the time zone are taken out: 'en', 'es', or
 * 'mixed'/'none' (both fail the test).
 */
function languageOfText(text: string): Language | 'mixed' | 'none' {
  const plain = [LEAD.name, LEAD.address, LEAD.services, 'House Exterior', defaultConfig.business.name]
    .reduce((t, data) => t.split(data).join(' '), text)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/America\/New_York/g, ' ');
  const english =
    /\b(the|your|you|you're|is|are|to|on|at|for|hi|reply|appointment|quote|e-mails?|texts?|unsubscribe)\b/i;
  const spanish =
    /\b(su|el|la|las|de|del|para|está|hola|cita|cotización|responda|correos?|mensajes?|recibirá)\b/i;
  const [en, es] = [english.test(plain), spanish.test(plain)];
  return en && es ? 'mixed' : en ? 'en' : es ? 'es' : 'none';
}

/** RFC 2047 encoded words, as nodemailer writes a subject with accents. */
const decodeWords = (header: string) =>
  header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_h, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
const subjectOf = (raw: string) =>
  decodeWords(/^Subject: (.*)$/im.exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? '');
const textOf = (raw: string) => mimeParts(raw).find((p) => p.headers.includes('text/plain'))!.body;
/** What a calendar file says to a person: its title and description (unfolded, unescaped). */
const icsWords = (ics: string) =>
  [...ics.replace(/\r\n /g, '').matchAll(/^(?:SUMMARY|DESCRIPTION):(.*)$/gm)]
    .map((m) => m[1]!.replace(/\\([,;\\])/g, '$1'))
    .join('\n');
/** What a page says to a person: its title, headings, paragraphs and button. */
const pageWords = (html: string) =>
  [...html.matchAll(/<(title|h1|p|button)[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((m) => m[2]!.replace(/&#\d+;/g, (e) => String.fromCharCode(Number(e.slice(2, -1)))))
    .join('\n');

interface Sent {
  kind: string;
  text: string;
}

describe.each(DB_KINDS)('every message to a prospect is in its language, on %s', (kind) => {
  let clock = NOW;
  const t = languageServer(kind, () => clock);
  const { post, send, mailsTo, reply, answerOf } = t;

  /** Every message each lead of `language` gets, each kind once; the links' paths checked on the way. */
  async function everyMessage(language: Language, n: number): Promise<Sent[]> {
    const sent: Sent[] = [];
    const prefix = language === 'es' ? '/es' : '';
    const at = <T extends Capture>(c: T): T => ({ ...c, language });

    // A booking, its move and its cancellation through the manage link, with their calendar files.
    const booker = `book-${language}-${n}@example.com`;
    const visit = aWizardVisit(
      booker,
      randomUUID(),
      '2026-03-06',
      language === 'es' ? '1:30 PM' : '8:30 AM',
    ).map(at);
    for (const c of visit.slice(0, -1)) await post(c);
    const token = (await post(visit.at(-1)!)).json<{ manageToken: string }>().manageToken;
    const calendar = await t.s.app.inject({ method: 'GET', url: `/api/bookings/${token}/ics` });
    sent.push({ kind: 'manage page .ics', text: icsWords(calendar.body) });
    const moved = await t.s.app.inject({
      method: 'POST',
      url: `/api/bookings/${token}/reschedule`,
      payload: { day: '2026-03-10', time: '1:30 PM' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await t.s.app.inject({ method: 'POST', url: `/api/bookings/${token}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.s.app.mailer!.runOnce();
    // Sent side by side, so told apart by what they hold: the confirmation has the manage link, the move a
    // calendar file without it, the cancellation neither.
    const booked = mailsTo(booker);
    expect(booked).toHaveLength(3);
    const has = (m: ReceivedMail, what: string) => m.raw.includes(what);
    const confirmation = booked.find((m) => has(m, 'manage-booking#'));
    const move = booked.find((m) => !has(m, 'manage-booking#') && has(m, 'text/calendar'));
    const cancellation = booked.find((m) => !has(m, 'text/calendar'));
    expect(textOf(confirmation!.raw)).toContain(`${SITE}${prefix}/manage-booking#${token}`);
    expect(textOf(cancellation!.raw)).toContain(`${SITE}${prefix || '/'}`);
    for (const [what, mail] of [
      ['confirmation', confirmation],
      ['move', move],
      ['cancellation', cancellation],
    ] as const) {
      sent.push({ kind: `${what} subject`, text: subjectOf(mail!.raw) });
      sent.push({ kind: `${what} e-mail`, text: textOf(mail!.raw) });
      const ics = mimeParts(mail!.raw).find((p) => p.headers.includes('text/calendar'));
      if (ics) sent.push({ kind: `${what} .ics`, text: icsWords(ics.body) });
    }
    // The services as the price book names them in the lead's language (decision 0329), in the mails that
    // list them and in every calendar file.
    const services = SERVICES_IN[language];
    const calendarOf = (m: ReceivedMail) =>
      mimeParts(m.raw).find((p) => p.headers.includes('text/calendar'))!;
    for (const mail of [confirmation!, move!]) {
      const lines = textOf(mail.raw).split(/\r?\n/);
      expect(lines.filter((l) => l.endsWith(`: ${services}`))).toHaveLength(1);
      expect(icsWords(calendarOf(mail).body)).toContain(`: ${services}`);
    }
    expect(icsWords(calendar.body)).toContain(`: ${services}`);

    // A prospect who stops at the quote with the text box ticked (on its language's box): a follow-up text.
    const texter = `text-${language}-${n}@example.com`;
    const number = `+156155501${language === 'es' ? 7 : 6}${n}`;
    await post(
      aCapture({
        stage: 'quote_details',
        currentStep: 'review',
        language,
        fields: {
          email: texter,
          name: LEAD.name,
          phone: number.slice(2),
          address: LEAD.address,
          propertyType: 'Residential',
          serviceNeeded: 'House Exterior',
        },
        consent: smsConsentOf(true, defaultConfig, language),
      }),
    );
    // And one without the box: a follow-up e-mail with its unsubscribe link.
    const mailer = `mail-${language}-${n}@example.com`;
    await post(
      aCapture({
        stage: 'quote_details',
        currentStep: 'review',
        language,
        fields: {
          email: mailer,
          name: LEAD.name,
          address: LEAD.address,
          propertyType: 'Residential',
          serviceNeeded: 'House Exterior',
        },
      }),
    );
    clock = new Date(clock.getTime() + 2 * 60_000);
    await send();
    const texts = t.fake.messages.filter((m) => m.to === number);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(`${SITE}${prefix}/onboarding/resume#`);
    sent.push({ kind: 'follow-up text', text: texts[0]!.body });
    const [followUp] = mailsTo(mailer);
    const body = textOf(followUp!.raw);
    expect(body).toContain(`${SITE}${prefix}/onboarding/resume#`);
    sent.push({ kind: 'follow-up subject', text: subjectOf(followUp!.raw) });
    sent.push({ kind: 'follow-up e-mail', text: body });

    // The unsubscribe link opens its page in the language, and so do its answer and a broken link's page.
    const link = new RegExp(`${SITE}(${prefix}/unsubscribe/\\S+)`).exec(body)![1]!;
    const page = await t.s.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${language}-US">`);
    sent.push({ kind: 'unsubscribe page', text: pageWords(page.body) });
    const done = await t.s.app.inject({ method: 'POST', url: link });
    sent.push({ kind: 'unsubscribed page', text: pageWords(done.body) });
    const broken = await t.s.app.inject({ method: 'GET', url: `${prefix}/unsubscribe/not-a-token` });
    expect(broken.statusCode).toBe(404);
    sent.push({ kind: 'broken link page', text: pageWords(broken.body) });

    // HELP in English words gets the lead's language; a STOP that is not the carriers' keyword is confirmed.
    sent.push({ kind: 'HELP answer', text: answerOf((await reply(number, 'HELP')).body) });
    const stop = await reply(number, language === 'es' ? 'ALTO' : 'Stop please');
    sent.push({ kind: 'STOP answer', text: answerOf(stop.body) });
    return sent;
  }

  it('sends an English lead only English and a Spanish lead only Spanish: 0 messages in another language', async () => {
    for (const [n, language] of (['en', 'es'] as const).entries()) {
      const sent = await everyMessage(language, n);
      expect(sent.map((m) => m.kind)).toHaveLength(17);
      const wrong = sent.filter((m) => languageOfText(m.text) !== language);
      expect(wrong, `messages to the ${language} lead not in ${language}`).toEqual([]);
    }
  });
});
