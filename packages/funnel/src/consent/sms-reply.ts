/**
 * What a reply to one of the business's texts asks (issue 38, decision 0309): to stop, to start again, for
 * help, or something else. The FCC's 2024 rule lets a person revoke consent "by any reasonable means", so a
 * revocation is read generously: after Unicode normalisation (full-width letters, zero-width and other
 * invisible characters, look-alike Cyrillic and Greek letters, accents, case), with punctuation and emoji
 * as separators, a reply stops when it is a revocation word alone ("STOP.", "Stop!", "OPT OUT", "alto") or
 * when its words plainly ask to stop ("STOP please", "stop texting me", "no me envíe más"). A sentence that
 * merely contains such a word in another sense ("see you at the end of the week") is not a revocation: a
 * clause counts only when every word of it is a word of asking (`sms-reply-words.ts`).
 */
import type { ConsentFact } from './consent.js';
import type { Language } from '../i18n/language.js';
import {
  CARRIER_START_KEYWORDS,
  CARRIER_STOP_KEYWORDS,
  FILLER_WORDS,
  HELP_WORDS,
  MESSAGING_WORDS,
  NEGATIONS,
  OTHER_CHANNEL_WORDS,
  PHRASES,
  SPANISH_WORDS,
  START_WORDS,
  STOP_WORDS,
  STRONG_STOP_WORDS,
  UNDOING_NEGATIONS,
} from './sms-reply-words.js';

export const SMS_REPLY_KINDS = ['stop', 'start', 'help', 'other'] as const;
export type SmsReplyKind = (typeof SMS_REPLY_KINDS)[number];
export type SmsReplyLanguage = Language;

export interface SmsReply {
  kind: SmsReplyKind;
  /** The language to answer in: Spanish for a reply in Spanish words ("AYUDA", "alto por favor"). */
  language: SmsReplyLanguage;
  /**
   * The whole reply is one of the carriers' own keywords for its kind (`STOP`, `START`...), which the
   * provider answers itself on its numbers, so the business sends no second confirmation.
   */
  carrierKeyword: boolean;
}

/** Letters of other scripts drawn like Latin ones ("SТОР" with Cyrillic Т, О, Р), read as those. */
const LOOKALIKES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['АВЕЅІЈКМНОРСТХУ', 'ABESIJKMHOPCTXY'],
    ['аеѕіјорсху', 'aesijopcxy'],
    ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'],
    ['οιαρτ', 'oiapt'],
  ].flatMap(([from, to]) => [...from!].map((c, i) => [c, to![i]!])),
);

/** Invisible characters: format controls (Unicode category Cf: zero-width, bidi, soft hyphen) and blank letters. */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const APOSTROPHES = /['‘’‛`´ʼ]/g;
/** Marks that end a clause; any other character that is not a letter or digit separates words. */
const CLAUSE_END = /[.!?;,:\n\r¡¿]+/;
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The reply's text folded: NFKC, invisible characters removed (or made spaces), look-alikes, case, accents. */
function fold(body: string, invisible: '' | ' '): string {
  const text = body.replace(APOSTROPHES, '').normalize('NFKC').replace(INVISIBLE, invisible);
  return [...text.replace(APOSTROPHES, '')]
    .map((c) => LOOKALIKES[c] ?? c)
    .join('')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** A word with its repeated letters made one and a zero read as o ("STOOOP", "st0p"), for longer words. */
const squeeze = (word: string) => word.replace(/0/g, 'o').replace(/(\p{L})\1+/gu, '$1');
const squeezed = new Map<ReadonlySet<string>, Set<string>>();
function has(set: ReadonlySet<string>, word: string): boolean {
  if (set.has(word)) return true;
  if (word.length < 4 || !/\p{L}/u.test(word)) return false;
  let forms = squeezed.get(set);
  if (!forms) squeezed.set(set, (forms = new Set([...set].map(squeeze))));
  return forms.has(squeeze(word));
}

const PHRASE_WORDS = PHRASES.map(([phrase, word]) => [phrase.split(' '), word] as const).sort(
  (a, b) => b[0].length - a[0].length,
);
/** The clause's words with each known phrase made one word ("opt out" is `optout`). */
function joinPhrases(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const found = PHRASE_WORDS.find(([p]) => p.every((w, k) => words[i + k] === w));
    out.push(found ? found[1] : words[i]!);
    i += found ? found[0].length : 1;
  }
  return out;
}

/** A clause read alone: a revocation that needs nothing else (`strong`), one if nothing else is said, ... */
type ClauseReading = 'strong' | 'stop' | 'start' | 'help' | 'polite' | 'other';

function readClause(words: readonly string[]): ClauseReading {
  let stop = false;
  let strong = false;
  let start = false;
  let help = false;
  let messaging = false;
  let negated = false;
  for (const [i, word] of words.entries()) {
    if (has(STOP_WORDS, word)) {
      // "don't stop": no revocation, and what follows it is not a "don't text" either.
      if (i > 0 && UNDOING_NEGATIONS.has(words[i - 1]!)) negated = false;
      else [stop, strong] = [true, strong || has(STRONG_STOP_WORDS, word)];
    } else if (has(MESSAGING_WORDS, word)) {
      messaging = true;
      if (negated && !OTHER_CHANNEL_WORDS.has(word)) strong = true; // "don't text me", "no me envíe"
    } else if (NEGATIONS.has(word)) negated = true;
    else if (has(START_WORDS, word)) start = true;
    else if (has(HELP_WORDS, word)) help = true;
    else if (!has(FILLER_WORDS, word)) return 'other';
  }
  if (strong || (stop && messaging)) return 'strong';
  if (stop) return 'stop';
  if (start) return 'start';
  if (help) return 'help';
  // "text me" alone asks for texts, not for an end to them.
  return messaging ? 'other' : 'polite';
}

/** The kind of one folded reading of the reply, and its words. */
function readFolded(text: string): { kind: SmsReplyKind; words: string[] } {
  const clauses = text
    .split(CLAUSE_END)
    .map((c) => joinPhrases(c.split(WORD_SEPARATOR).filter(Boolean)))
    .filter((c) => c.length > 0);
  const words = clauses.flat();
  // Letters alone, whatever separates them: "S T O P", "S.T.O.P", "OPT-OUT", "STOP ALL".
  const joined = words.join('');
  for (const [kind, set] of [
    ['stop', STOP_WORDS],
    ['start', START_WORDS],
    ['help', HELP_WORDS],
  ] as const)
    if (joined && has(set, joined)) return { kind, words };
  const said = clauses.map(readClause).filter((c) => c !== 'polite');
  const only = (...kinds: ClauseReading[]) => said.length > 0 && said.every((c) => kinds.includes(c));
  if (said.includes('strong') || (said.includes('stop') && only('stop', 'help')))
    return { kind: 'stop', words };
  if (only('start')) return { kind: 'start', words };
  if (only('help')) return { kind: 'help', words };
  return { kind: 'other', words };
}

const RANK: Readonly<Record<SmsReplyKind, number>> = { stop: 0, start: 1, help: 2, other: 3 };

/**
 * What a reply asks. An invisible character is read both ways, as nothing ("S\u200BTOP") and as a space
 * ("STOP\u200Bplease"); a revocation in either reading is one.
 */
export function readSmsReply(body: string): SmsReply {
  const [a, b] = [fold(body, ''), fold(body, ' ')].map(readFolded) as [
    ReturnType<typeof readFolded>,
    ReturnType<typeof readFolded>,
  ];
  const { kind, words } = RANK[b.kind] < RANK[a.kind] ? b : a;
  const keyword = body.trim().toUpperCase();
  const carrier: readonly string[] =
    kind === 'stop' ? CARRIER_STOP_KEYWORDS : kind === 'start' ? CARRIER_START_KEYWORDS : [];
  return {
    kind,
    language: words.some((w) => SPANISH_WORDS.has(w)) ? 'es' : 'en',
    carrierKeyword: carrier.includes(keyword),
  };
}

/** Whether a reply to a text withdraws consent (`readSmsReply(...).kind === 'stop'`). */
export function isStopReply(body: string): boolean {
  return readSmsReply(body).kind === 'stop';
}

/**
 * Whether a START from a number grants consent again: only over its withdrawal (decision 0309). A number
 * already granted has nothing to grant, and one that never ticked the box gave no consent to a wording a
 * START could renew.
 */
export function startRegrants(latest: Pick<ConsentFact, 'action'> | null): boolean {
  return latest?.action === 'withdrawn';
}
