/**
 * Consent to follow-up messages, on record (issue 20, decision 0220). The ledger is a list of rows, never
 * changed: a channel (`sms`, `email`), an address on it (an E.164 number, a lower-cased e-mail), granted
 * or withdrawn, and how. These rules decide what a capture adds to it and whether a message may go.
 */
import { z } from 'zod';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import { isValidPhone, nationalDigits } from '../contact/phone.js';
import { emailKey } from '../lead/lead.model.js';
import { sha256Hex } from './sha256.js';

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

/** The wording behind a version this site shows or showed (`config.consent`), or null for an unknown one. */
export function smsWordingOf(version: string, config: FunnelConfig = defaultConfig): string | null {
  const { smsWording, retiredSmsWordings } = config.consent;
  return [smsWording, ...retiredSmsWordings].find((w) => consentVersion(w) === version) ?? null;
}

/**
 * What a capture says of the text-message box, as the browser sends it: ticked or not, and the version of
 * the wording shown beside it. The server stores only versions it knows (`smsWordingOf`).
 */
export const CaptureConsentSchema = z.strictObject({
  sms: z.strictObject({ granted: z.boolean(), version: ConsentVersionSchema }),
});
export type CaptureConsent = z.infer<typeof CaptureConsentSchema>;

/** The capture's `consent` for the box as shown with `config`'s wording. */
export function smsConsentOf(granted: boolean, config: FunnelConfig = defaultConfig): CaptureConsent {
  return { sms: { granted, version: consentVersion(config.consent.smsWording) } };
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

/** The latest row for a channel and address, or null. Equal instants: the later in the list wins. */
export function latestConsent(
  rows: readonly ConsentFact[],
  channel: ConsentChannel,
  address: string,
): ConsentFact | null {
  let latest: ConsentFact | null = null;
  for (const row of rows) {
    if (row.channel !== channel || row.address !== address) continue;
    if (!latest || row.at >= latest.at) latest = row;
  }
  return latest;
}

export type MessagePermission =
  | { allowed: true; basis: 'granted' | 'quote_request' }
  | { allowed: false; reason: 'no_consent' | 'withdrawn' };

/**
 * May we message this address on this channel now? The latest row decides, whichever lead it was written
 * for: withdrawn never, granted yes. Without any row a text needs consent first (the TCPA and Florida's
 * act want it in writing: the box), while an e-mail to an address given for a quote may go, with a working
 * unsubscribe, until the address withdraws (CAN-SPAM's opt-out rule; decision 0220). Only a new tick of the
 * box grants again after a withdrawal, and e-mail has no box: an unsubscribed address stays unsubscribed.
 */
export function mayMessage(
  rows: readonly ConsentFact[],
  channel: ConsentChannel,
  address: string,
): MessagePermission {
  const latest = latestConsent(rows, channel, address);
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
 *   and a re-sent step repeat it), or the capture was sent late (`deferred`, made while offline) and the
 *   number withdrew meanwhile: a tick made before a STOP does not undo it.
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
    if (latest?.action === 'withdrawn' && input.deferred) return null;
    return { channel: 'sms', address, action: 'granted', version };
  }
  const ownTick = latest?.action === 'granted' && latest.how === 'box' && latest.visitId === input.visitId;
  return ownTick ? { channel: 'sms', address, action: 'withdrawn', version } : null;
}
