/**
 * Consent to follow-up messages, on record (issue 20, decision 0220). The ledger is a list of rows, never
 * changed: a channel (`sms`, `email`), an address on it (an E.164 number, a lower-cased e-mail), granted
 * or withdrawn, and how. These rules decide what a capture adds to it and whether a message may go.
 */
import { z } from 'zod';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import { isValidPhone, nationalDigits } from '../contact/phone.js';
import { emailKey } from '../contact/email.js';
import { sha256Hex } from './sha256.js';
import { LANGUAGES, type Language } from '../i18n/language.js';

export const CONSENT_CHANNELS = ['sms', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_ACTIONS = ['granted', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/**
 * How a row came to be: the prospect's box on a form, a STOP reply to a text, the unsubscribe link of an
 * e-mail, the owner recording what the prospect told them, or a START reply from the number (decision 0309).
 */
export const CONSENT_HOWS = ['box', 'stop_reply', 'unsubscribe_link', 'owner', 'start_reply'] as const;
export type ConsentHow = (typeof CONSENT_HOWS)[number];

/** A wording's version: the SHA-256 of its exact text, 64 hex digits. */
export const ConsentVersionSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'must be the 64-hex-digit version of a consent wording' });

/** The version of a consent wording: the SHA-256 of its exact text (any change of a character changes it). */
export function consentVersion(wording: string): string {
  return sha256Hex(wording);
}

/** A language's box as the configuration holds it: English is `config.consent` itself (decision 0321). */
const wordingsIn = (language: Language, config: FunnelConfig) =>
  language === 'en' ? config.consent : config.consent[language];

/**
 * The words of the text-message box on a page in `language` (issue 41): what the web shows beside the box
 * and what `smsConsentOf` versions. Each language's wording has its own version (its own SHA-256).
 */
export function smsWordingIn(language: Language, config: FunnelConfig = defaultConfig): string {
  return wordingsIn(language, config).smsWording;
}

/**
 * The wording behind a version this site shows or showed, in whichever language, and that language; null
 * for an unknown version. The ledger keeps the language with the version (decision 0321).
 */
export function consentWordingOf(
  version: string,
  config: FunnelConfig = defaultConfig,
): { wording: string; language: Language } | null {
  for (const language of LANGUAGES) {
    const { smsWording, retiredSmsWordings } = wordingsIn(language, config);
    const wording = [smsWording, ...retiredSmsWordings].find((w) => consentVersion(w) === version);
    if (wording !== undefined) return { wording, language };
  }
  return null;
}

/** The wording behind a version this site shows or showed (`config.consent`, any language), or null. */
export function smsWordingOf(version: string, config: FunnelConfig = defaultConfig): string | null {
  return consentWordingOf(version, config)?.wording ?? null;
}

/**
 * What a capture says of the text-message box, as the browser sends it: ticked or not, and the version of
 * the wording shown beside it. The server stores only versions it knows (`smsWordingOf`).
 */
export const CaptureConsentSchema = z.strictObject({
  sms: z.strictObject({ granted: z.boolean(), version: ConsentVersionSchema }),
});
export type CaptureConsent = z.infer<typeof CaptureConsentSchema>;

/** The capture's `consent` for the box as shown with `config`'s wording in `language`. */
export function smsConsentOf(
  granted: boolean,
  config: FunnelConfig = defaultConfig,
  language: Language = 'en',
): CaptureConsent {
  return { sms: { granted, version: consentVersion(smsWordingIn(language, config)) } };
}

/**
 * A channel's address as the ledger keys it: `+1` and the ten national digits for a text (E.164), the
 * lower-cased e-mail. Null when the text is not one (a phone without ten digits).
 */
export function consentAddress(channel: ConsentChannel, raw: string): string | null {
  if (channel === 'email') return raw.trim() ? emailKey(raw) : null;
  return isValidPhone(raw) ? `+1${nationalDigits(raw)}` : null;
}

/** What the rules read of a ledger row. `at` is an ISO instant; rows of one address are read in `at` order. */
export interface ConsentFact {
  channel: ConsentChannel;
  address: string;
  action: ConsentAction;
  version: string | null;
  how: ConsentHow;
  at: string;
  /** The visit whose box made the row (`box` rows). */
  visitId: string | null;
}

export type MessagePermission =
  | { allowed: true; basis: 'granted' | 'quote_request' }
  | { allowed: false; reason: 'no_consent' | 'withdrawn' };

/**
 * The grants that undo a withdrawal (decision 0307): a START from the number itself, or the owner recording
 * what the person told them. A box is ticked on a visit, and any visit may type any number.
 */
const REGRANT_HOWS: readonly ConsentHow[] = ['start_reply', 'owner'];

/**
 * The row in force for an address: its rows in `at` order (equal instants: the later in the list), less
 * the grants that a withdrawal which sticks made of no effect.
 */
function rowInForce(
  rows: readonly ConsentFact[],
  channel: ConsentChannel,
  address: string,
): ConsentFact | null {
  let latest: ConsentFact | null = null;
  let stuck = false;
  const ordered = rows
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => row.channel === channel && row.address === address)
    .sort((a, b) => (a.row.at < b.row.at ? -1 : a.row.at > b.row.at ? 1 : a.i - b.i));
  for (const { row } of ordered) {
    // A grant a withdrawal stuck against (a tick from before this rule): on record, and of no effect.
    if (row.action === 'granted' && stuck && !REGRANT_HOWS.includes(row.how)) continue;
    // Every withdrawal sticks but a box unticked, which takes back only that visit's own tick.
    stuck = row.action === 'withdrawn' && (row.how !== 'box' || stuck);
    latest = row;
  }
  return latest;
}

/**
 * May we message this address on this channel now? Its rows decide, whichever lead they were written
 * for: withdrawn never, granted yes. Without any row a text needs consent first (the TCPA and Florida's
 * act want it in writing: the box), while an e-mail to an address given for a quote may go, with a working
 * unsubscribe, until the address withdraws (CAN-SPAM's opt-out rule; decision 0220). A withdrawal by STOP,
 * the unsubscribe link or the owner sticks until the same person grants again in a way that proves it is
 * them: a START from the number, or the owner recording it (decision 0307). A tick of the box, on any visit,
 * never grants after one; only unticking a visit's own tick is undone by a tick.
 */
export function mayMessage(
  rows: readonly ConsentFact[],
  channel: ConsentChannel,
  address: string,
): MessagePermission {
  const latest = rowInForce(rows, channel, address);
  if (latest?.action === 'withdrawn') return { allowed: false, reason: 'withdrawn' };
  if (latest?.action === 'granted') return { allowed: true, basis: 'granted' };
  return channel === 'email'
    ? { allowed: true, basis: 'quote_request' }
    : { allowed: false, reason: 'no_consent' };
}

/** A row a capture's box adds to the ledger (the server adds the request's facts). */
export interface BoxStatement {
  channel: 'sms';
  address: string;
  action: ConsentAction;
  version: string;
}

/**
 * What a capture's box adds to the ledger, given the latest row for its number:
 * - ticked: a grant, unless the number's latest row is already a grant of this wording (the booking modal
 *   and a re-sent step repeat it), or the number withdrew by STOP or otherwise than by unticking a box:
 *   that sticks until the number itself re-grants (decision 0307), whoever ticks on whichever visit. After
 *   an untick, a tick grants again, unless the capture was sent late (`deferred`, made while offline).
 * - not ticked: a withdrawal only when the number's latest row is a grant this same visit's box made (the
 *   prospect went back and unticked it); an empty box says nothing of another visit's consent.
 */
export function boxStatement(input: {
  consent: CaptureConsent | undefined;
  phone: string | undefined;
  visitId: string;
  deferred: boolean;
  latest: ConsentFact | null;
}): BoxStatement | null {
  const { consent, latest } = input;
  const address = consentAddress('sms', input.phone ?? '');
  if (!consent || !address) return null;
  const { granted, version } = consent.sms;
  if (granted) {
    if (latest?.action === 'granted' && latest.version === version) return null;
    if (latest?.action === 'withdrawn' && (input.deferred || latest.how !== 'box')) return null;
    return { channel: 'sms', address, action: 'granted', version };
  }
  const ownTick = latest?.action === 'granted' && latest.how === 'box' && latest.visitId === input.visitId;
  return ownTick ? { channel: 'sms', address, action: 'withdrawn', version } : null;
}
