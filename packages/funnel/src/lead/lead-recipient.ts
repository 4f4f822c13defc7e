/**
 * Who may receive what (decision 0307), beside who may act on a lead (`lead-access.ts`, decision 0205).
 * A number or an address that a visit merely typed is not proven: anyone may type anyone's. So:
 *
 * - A message that carries a lead's data, or a link that opens it, goes only to the lead's e-mail (its
 *   key: the proofs of 0205 are sent there) or to a contact one of the lead's own visits gave (a capture
 *   whose access is `new`, `own` or `proven`). A stranger's capture is stored and folded, but the number
 *   it typed receives nothing of the lead's.
 * - Opening a link proves only what reaching its recipient proves: a link e-mailed to the address proves
 *   the address (decision 0235); a link the signed-in owner handed on carries the owner's proof; a link
 *   texted to a number proves the number only when a reply from that number proved it first (a typo in
 *   the lead's own number reaches a stranger too). Opening a link sent to an unproven contact proves
 *   nothing: its opener is not the lead's own and is not answered the lead's personal data.
 */
import type { ConsentFact, ConsentHow } from '../consent/consent.js';
import type { LeadAccess } from './lead-access.js';
import type { Lead } from './lead.js';

/**
 * Whether a contact a capture gave may receive the lead's messages: only when its sender is one of the
 * lead's own visits or proven, never a stranger to the lead.
 */
export function mayReceiveFrom(access: LeadAccess): boolean {
  return access !== 'stranger';
}

/**
 * What a link was sent to, recorded with it: the lead's e-mail address, a text to a number (E.164), or
 * the owner, who hands it on by hand.
 */
export type LinkSentTo =
  | { readonly via: 'email'; readonly address: string }
  | { readonly via: 'sms'; readonly address: string }
  | { readonly via: 'owner' };

/** The ledger's ways a row can only come from the holder of a number: a reply sent from it. */
const REPLY_HOWS: readonly ConsentHow[] = ['stop_reply', 'start_reply'];

/** Whether a reply from `number` is on record (a STOP or a START: the provider signs where it came from). */
export function provenByReply(rows: readonly ConsentFact[], number: string): boolean {
  return rows.some((r) => r.channel === 'sms' && r.address === number && REPLY_HOWS.includes(r.how));
}

/**
 * Whether opening a link proves its opener is the lead's (and so makes the visit its own and answers the
 * lead's data). A link without a record of where it went (older than this rule) proves nothing.
 */
export function openingProves(sentTo: LinkSentTo | null, numberProven: boolean): boolean {
  if (!sentTo) return false;
  return sentTo.via === 'sms' ? numberProven : true;
}

/**
 * Whether the lead has booked: it holds an appointment that is not cancelled (upcoming or past). A booked
 * lead's quote is finished, and its booking's manage link is the way back, not a resume link.
 */
export function leadHasBooked(lead: Pick<Lead, 'appointmentDate' | 'appointmentStatus'>): boolean {
  return lead.appointmentDate !== null && lead.appointmentStatus !== 'cancelled';
}
