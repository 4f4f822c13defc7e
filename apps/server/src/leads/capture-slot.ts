/**
 * The part of a capture that reserves, frees or changes an appointment slot. Such captures run alone
 * (their own read, slot statements and write, in arrival order within the batch): they read and write the
 * appointments table, which the batch's single read and write do not cover.
 */
import {
  appointmentChangeBy,
  bookingRefusal,
  mayReadLead,
  NO_APPOINTMENT,
  isAppointmentChange,
  leadLanguage,
  slotStart,
  stageBooksSlot,
  type Capture,
  type FunnelConfig,
  type Lead,
  type LeadAccess,
} from '@pw/funnel';
import {
  bookingChangeMails,
  bookingMails,
  type MailDraft,
  type MailSettings,
} from '../mail/booking-mails.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import {
  heldAppointment,
  releaseSlot,
  reserveSlot,
  setSlotStatus,
  SlotError,
} from '../appointments/appointments.repo.js';
import { currentRules } from '../appointments/availability.repo.js';
import { extendManageTokens, issueManageToken } from '../appointments/manage-tokens.repo.js';
import { currentPriceBook } from '../pricing/price-book.repo.js';
import { revokeResumeTokens } from './resume-links.repo.js';

/** Whether a capture's stage touches a slot (books, moves, frees or marks one), so it runs alone. */
export function touchesSlot(stage: Capture['stage']): boolean {
  return stageBooksSlot(stage) || isAppointmentChange(stage);
}

/**
 * The advisory lock key of the slot a capture books (`reserveSlot` takes it too), or null. The batch takes
 * it up front with the leads' keys, in one sorted order (decision 0170).
 */
export function slotLockKey(capture: Capture): string | null {
  const { appointmentDate: day, appointmentTime: time } = capture.fields;
  return stageBooksSlot(capture.stage) && day && time ? `slot:${day}:${time}` : null;
}

/** What a capture's sender may do to the lead's appointment (`leadAccess`), and which booking a change names. */
export interface SlotAuthority {
  access: LeadAccess;
  /**
   * A change's booking (the manage link's, the owner's row): the change applies only while the lead still
   * holds that booking, checked here inside the change's transaction, so a move cannot re-create a
   * booking cancelled a moment before.
   */
  bookingId?: string;
}

const noBooking = (): SlotError =>
  new SlotError({ status: 409, code: 'no_booking', message: 'There is no appointment to change.' });

/**
 * Reserves the slot of a booking (or moves it), frees or marks it, changing `lead` when a deferred
 * booking's slot was refused. Throws a `SlotError` when a live booking's slot is refused, when a stranger
 * to the lead would book over its upcoming appointment, or when a change's booking is gone. Returns the
 * manage-link token of a booking made by one of the lead's own visits (a stranger's goes only to the
 * address, by e-mail), and the e-mails of a new booking, a move or a cancellation.
 */
export async function changeSlot(
  tx: Queryable,
  kind: SqlDb['kind'],
  s: {
    capture: Capture;
    email: string;
    /** The lead after this capture; `was` is its appointment before it, if it had one. */
    lead: Lead;
    was: { day: string; time: string } | null;
    authority: SlotAuthority;
    now: Date;
    config: FunnelConfig;
    mail?: MailSettings;
  },
): Promise<{ manageToken: string | null; mails: MailDraft[] }> {
  const { capture, email, lead, now, config, authority } = s;
  const { stage } = capture;
  let manageToken: string | null = null;
  let mails: MailDraft[] = [];
  let rulesRead: ReturnType<typeof currentRules> | undefined;
  const rulesOf = () => (rulesRead ??= currentRules(tx, config));
  // The book that names the services in the lead's language (decision 0329); English needs none.
  const bookOf = async () => (leadLanguage(lead) === 'en' ? undefined : (await currentPriceBook(tx)).book);
  const held = await heldAppointment(tx, { email });
  if (
    isAppointmentChange(stage) &&
    (!held || (authority.bookingId && held.bookingId !== authority.bookingId))
  ) {
    throw noBooking();
  }
  if (stageBooksSlot(stage) && lead.appointmentDate && lead.appointmentTime) {
    const rules = await rulesOf();
    const upcoming = held !== null && slotStart(held.day, held.time, rules) > now;
    const refusal = bookingRefusal(authority.access, upcoming);
    if (refusal) throw new SlotError({ status: 409, code: refusal.reason, message: refusal.message });
    const reserved = await reserveSlot(tx, kind, {
      day: lead.appointmentDate,
      time: lead.appointmentTime,
      email,
      captureId: capture.captureId,
      now,
      rules,
      keepsBooking: stage === 'appointment_rescheduled',
      appointmentKind: lead.appointmentKind ?? 'quote',
    });
    // A booking queued offline whose slot is gone by the time it arrives is kept as a request to call
    // back (decision 0130); a live one is refused so the prospect picks another time.
    if ('refused' in reserved) {
      if (!capture.deferred) throw new SlotError(reserved.refused);
      Object.assign(lead, NO_APPOINTMENT, { appointmentStatus: 'callback_requested' });
    } else {
      const start = slotStart(lead.appointmentDate, lead.appointmentTime, rules);
      const booking = { bookingId: reserved.bookingId, email };
      // A lead that booked is no longer a quote to resume: its links close, its manage link opens it.
      if (stage === 'appointment_scheduled') await revokeResumeTokens(tx, email, now);
      if (stage === 'appointment_rescheduled') await extendManageTokens(tx, booking.bookingId, start);
      else if (reserved.changed || mayReadLead(authority.access)) {
        // A link for the visit that made the booking (or one of the lead's own), and one in the e-mail
        // to the address; the same booking sent again is not confirmed again.
        const token = await issueManageToken(tx, booking, now, start);
        if (reserved.changed && s.mail) {
          mails = bookingMails({ ...lead, email }, token, s.mail, rules, now, await bookOf());
        }
        if (mayReadLead(authority.access)) manageToken = token;
      }
    }
  }
  if (stage === 'appointment_cancelled') await releaseSlot(tx, email);
  if (stage === 'appointment_confirmed') await setSlotStatus(tx, email, 'confirmed');
  if (stage === 'appointment_done') await setSlotStatus(tx, email, 'done');
  if (s.mail && s.was && (stage === 'appointment_rescheduled' || stage === 'appointment_cancelled')) {
    // Browsers cannot send these stages: the step says who made the change.
    const by = appointmentChangeBy(stage, capture.currentStep) ?? 'manage-link';
    const change = { stage, by, was: s.was };
    mails = bookingChangeMails(change, { ...lead, email }, s.mail, await rulesOf(), now, await bookOf());
  }
  return { manageToken, mails };
}
