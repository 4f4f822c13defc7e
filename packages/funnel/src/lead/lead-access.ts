/**
 * Who may act on a lead (decision 0205). A lead is keyed by its e-mail, and an e-mail is no secret: a
 * capture that names an e-mail proves nothing about who sent it. What a capture may do to the lead of
 * that e-mail, and what its answer may say, depends on how its sender stands to the lead:
 *
 * - `new`: no lead has this e-mail yet; the visit starts it and from then on is one of its own visits.
 * - `own`: the visit started the lead (the browser that first gave the e-mail).
 * - `proven`: the change comes with a proof that reaches only the address or the owner: the manage link
 *   e-mailed to the address, or the signed-in owner.
 * - `stranger`: any other visit (another device of the same prospect, or anyone who knows the e-mail).
 *
 * A stranger's captures are kept and folded into the lead like any other (a prospect on a second device
 * is the common case, and their input is never lost), but a stranger may not book over, move or cancel a
 * lead's appointment, is never given the manage link, and is answered only from what it sent itself.
 */
export type LeadAccess = 'new' | 'own' | 'proven' | 'stranger';

/** How a capture's sender stands to the lead of the e-mail it names. */
export function leadAccess(s: {
  /** A lead with this e-mail is already stored. */
  leadExists: boolean;
  /** The capture's visit is one of the lead's own visits. */
  visitOwnsLead: boolean;
  /** The capture comes from the owner or through a link sent to the address. */
  proven: boolean;
}): LeadAccess {
  if (s.proven) return 'proven';
  if (!s.leadExists) return 'new';
  return s.visitOwnsLead ? 'own' : 'stranger';
}

/**
 * Whether an answer may carry the lead's stored data (its quote, its manage link): only to a sender that
 * started the lead or proved the address. A stranger is answered from its own capture alone.
 */
export function mayReadLead(access: LeadAccess): boolean {
  return access !== 'stranger';
}

/** Why a booking capture may not touch the lead's appointment, or null when it may. */
export interface BookingRefusal {
  readonly refused: true;
  readonly reason: 'booking_exists';
  readonly message: string;
}

/**
 * Whether a booking capture may reserve a slot for the lead. A stranger may book a lead that holds no
 * upcoming appointment (the confirmation and its manage link go to the address, not to the stranger), but
 * never book over one: that would move or take the appointment of whoever holds the address.
 */
export function bookingRefusal(access: LeadAccess, holdsUpcoming: boolean): BookingRefusal | null {
  if (access !== 'stranger' || !holdsUpcoming) return null;
  return {
    refused: true,
    reason: 'booking_exists',
    message:
      'This e-mail address already has an appointment with us. To change it, use the link in your confirmation e-mail, or call us.',
  };
}
