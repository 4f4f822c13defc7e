import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/funnel-config.js';
import { smsSegments } from '../contact/sms-segments.js';
import { smsReplyAnswer } from './sms-reply-answer.js';
import { isStopReply, readSmsReply, type SmsReply } from './sms-reply.js';

const ZWSP = '\u200B';
const fullWidth = (s: string) =>
  [...s].map((c) => (c === ' ' ? '\u3000' : String.fromCodePoint(c.codePointAt(0)! + 0xfee0))).join('');

/** Replies that revoke: the 46 kinds of the probe (issue 38 row 5) and more. */
const REVOCATIONS = [
  // The keywords, alone, in any case and spacing.
  ...['STOP', 'stop', 'Stop', ' Stop ', '\tSTOP\n', 'STOPALL', 'STOP ALL', 'Stop all', 'UNSUBSCRIBE'],
  ...['Unsubscribe', 'CANCEL', 'cancel', 'END', 'End', 'QUIT', 'quit', 'S TOP', 'S T O P', 'S.T.O.P'],
  // The FCC 2024 rule's own words.
  ...['REVOKE', 'revoke', 'OPT OUT', 'opt out', 'Opt-Out', 'OPTOUT', 'opt-out please', 'Opt me out'],
  // Punctuation and emoji.
  ...['STOP.', 'Stop!', 'STOP!!!', '"STOP"', '(stop)', '*STOP*', 'STOP 🛑', '🛑STOP🛑', 'stop.', '...stop'],
  // Unicode: full-width, zero-width, bidi marks, accents, look-alike letters, repeated letters.
  ...[
    fullWidth('STOP'),
    fullWidth('OPT OUT'),
    `S${ZWSP}TOP`,
    `STOP${ZWSP}`,
    `${ZWSP}STOP`,
    `STOP${ZWSP}please`,
  ],
  ...['\u202ESTOP', 'S\u00ADTOP', '\uFEFFSTOP', 'STÓP', 'SТОР', 'ЅΤΟΡ', 'STOOOP', 'stopp', 'ST0P'],
  // Polite and plain words around a keyword.
  ...['STOP please', 'Please stop', 'stop pls', 'Stop, thank you', 'Stop now', 'stop it', 'STOP STOP'],
  ...['Please stop!!', 'Unsubscribe me', 'Please unsubscribe me from this list', 'End please'],
  ...['cancel my subscription', 'quit texting me', 'I want to opt out', 'ok stop', 'No. Stop.'],
  // Plainly asking to stop.
  ...['stop texting me', 'Stop sending me texts', 'Stop messaging me!', 'STOP TEXTING ME NOW'],
  ...["Don't text me", 'do not text me again', 'Dont message me anymore', 'Never text me again'],
  ...['No more texts', 'no more', 'No more messages please', 'Remove me', 'Remove me from your list'],
  ...['Please take me off your list', 'take me off', 'Leave me alone', 'Not interested', 'Wrong number'],
  ...["I'd like to be removed from your list", 'stop fucking texting me', 'Stop calling me'],
  ...['Stop texting me, I never asked for this', 'Unsubscribe. Who is this?'],
  // Spanish.
  ...['ALTO', 'alto', 'Alto por favor', 'PARAR', 'PARE', 'CANCELAR', 'BAJA', 'DETENER', 'basta', '¡Alto!'],
  ...['No me envíe más mensajes', 'no me envie mas', 'No más', 'no mas mensajes', 'darme de baja'],
  ...['Quiero darme de baja', 'Número equivocado', 'no me interesa', 'desuscribir'],
];

/** Replies that do not revoke, though some carry a revocation word in another sense. */
const NOT_REVOCATIONS = [
  ...['See you at the end of the week', 'Can you stop by at 3?', 'What time will the crew end?'],
  ...['Thanks!', 'Yes', 'No thanks', 'ok', 'Who is this?', 'How much for the roof?', 'Sounds good'],
  ...[
    "Please don't stop texting me, I like the reminders",
    "Don't stop",
    'The end of the driveway is cracked',
  ],
  ...['Cancel my appointment for Tuesday', 'Wait, stop, I meant Tuesday', 'I will quit my job lol'],
  ...["Don't call me, text me instead", 'text me', 'Para el martes por favor', 'endless', 'stopwatch'],
  ...['', '   ', '🛑', 'help me book', 'start'],
];

describe('readSmsReply', () => {
  it.each(REVOCATIONS)('reads %j as a revocation', (body) => {
    expect(readSmsReply(body).kind).toBe('stop');
    expect(isStopReply(body)).toBe(true);
  });

  it.each(NOT_REVOCATIONS)('does not read %j as a revocation', (body) => {
    expect(isStopReply(body)).toBe(false);
  });

  it('has the probe’s variety: at least 46 kinds of revocation and 20 of other replies', () => {
    expect(new Set(REVOCATIONS).size).toBeGreaterThanOrEqual(60);
    expect(new Set(NOT_REVOCATIONS).size).toBeGreaterThanOrEqual(20);
  });

  it('reads START and HELP, alone or with polite words, and nothing else as them', () => {
    const kinds = (bodies: string[]) => bodies.map((b) => readSmsReply(b).kind);
    expect(
      kinds(['START', 'start', 'Unstop', 'START please', fullWidth('START'), 'Start texting me again']),
    ).toEqual(Array(6).fill('start'));
    expect(kinds(['HELP', 'help!', 'Info', 'more info please', 'AYUDA', `HE${ZWSP}LP`])).toEqual(
      Array(6).fill('help'),
    );
    expect(
      kinds(['When do you start?', 'Yes', 'Help me book Tuesday', 'info@example.com is my email']),
    ).toEqual(Array(4).fill('other'));
    // A reply that asks both to stop and for help stops.
    expect(readSmsReply('STOP. HELP').kind).toBe('stop');
  });

  it('answers in Spanish to Spanish words, and knows the carriers’ own keywords', () => {
    expect(readSmsReply('AYUDA')).toEqual({ kind: 'help', language: 'es', carrierKeyword: false });
    expect(readSmsReply('alto por favor')).toMatchObject({ kind: 'stop', language: 'es' });
    expect(readSmsReply(' stop ')).toEqual({ kind: 'stop', language: 'en', carrierKeyword: true });
    expect(readSmsReply('Stop!').carrierKeyword).toBe(false);
    expect(readSmsReply('REVOKE').carrierKeyword).toBe(false);
    expect(readSmsReply('unstop').carrierKeyword).toBe(true);
  });
});

describe('smsReplyAnswer', () => {
  const business = defaultConfig.business;
  const answer = (body: string) => smsReplyAnswer(readSmsReply(body), business);

  it('answers HELP with the business, its phone and how to stop, in English or Spanish', () => {
    expect(answer('HELP')).toBe(
      'Palm Beach Pressure Pros: texts about your quote and appointment. Help: (561) 555-0142. Msg & data rates may apply. Reply STOP to opt out.',
    );
    expect(answer('ayuda')).toMatch(/^Palm Beach Pressure Pros: .*\(561\) 555-0142.*ALTO o STOP/);
  });

  it('confirms a STOP or START the carrier does not, once, and answers nothing else', () => {
    expect(answer('STOP')).toBeNull();
    expect(answer('START')).toBeNull();
    expect(answer('stop texting me')).toMatch(/unsubscribed/);
    expect(answer('alto')).toMatch(/dado de baja/);
    expect(answer('start please')).toMatch(/subscribed again/);
    expect(answer('See you then')).toBeNull();
  });

  it('keeps every answer within two segments', () => {
    const replies: SmsReply[] = (['help', 'stop', 'start'] as const).flatMap((kind) =>
      (['en', 'es'] as const).map((language) => ({ kind, language, carrierKeyword: false })),
    );
    for (const reply of replies) expect(smsSegments(smsReplyAnswer(reply, business)!)).toBeLessThanOrEqual(2);
  });
});

describe('STOP and HELP in Spanish (issue 41)', () => {
  it.each([
    'ALTO',
    'Alto.',
    'PARAR',
    'CANCELAR',
    'BAJA',
    'FIN',
    'Terminar',
    'Quítenme',
    'ＡＬＴＯ',
    'A\u200BLTO',
    'dar de baja',
  ])('%s stops, and is answered in Spanish', (body) => {
    expect(readSmsReply(body)).toMatchObject({ kind: 'stop', language: 'es' });
  });

  it('reads AYUDA and INFORMACIÓN as HELP, and a sentence with "fin" in another sense as nothing', () => {
    expect(readSmsReply('AYUDA')).toMatchObject({ kind: 'help', language: 'es' });
    expect(readSmsReply('Información')).toMatchObject({ kind: 'help', language: 'es' });
    expect(readSmsReply('nos vemos el fin de semana').kind).toBe('other');
    expect(readSmsReply('quiero cancelar mi cita').kind).toBe('other');
  });

  it("answers in the lead's language when it is known, whatever the reply's words", () => {
    const business = defaultConfig.business;
    const help = readSmsReply('HELP');
    expect(smsReplyAnswer(help, business, 'es')).toMatch(
      /mensajes sobre su cotización.*\(\d{3}\) \d{3}-\d{4}/,
    );
    expect(smsReplyAnswer(readSmsReply('AYUDA'), business, 'en')).toContain('texts about your quote');
    expect(smsReplyAnswer(readSmsReply('AYUDA'), business)).toContain('mensajes sobre su cotización');
  });
});
