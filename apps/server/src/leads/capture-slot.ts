/**
 * The part of a capture that reserves, frees or changes an appointment slot. Such captures run alone
 * (their own read, slot statements and write, in arrival order within the batch): they read and write the
 * appointments table, which the batch's single read and write do not cover.
 */
import {
  APPOINTMENT_CHANGE_STAGES,
  NO_APPOINTMENT,
  slotStart,
  stageBooksSlot,
  type Capture,
  type FunnelConfig,
  type Lead,
} from '@pw/funnel';
import {
  bookingChangeMails,
  bookingMails,
  type MailDraft,
  type MailSettings,
} from '../mail/booking-mails.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { releaseSlot, reserveSlot, setSlotStatus, SlotError } from './appointments.repo.js';
import { currentRules } from './availability.repo.js';
import { extendManageTokens, issueManageToken } from './manage-tokens.repo.js';

/** Whether a capture's stage touches a slot (books, moves, frees or marks one), so it runs alone. */
export function touchesSlot(stage: Capture['stage']): boolean {
  return stageBooksSlot(stage) || (APPOINTMENT_CHANGE_STAGES as readonly string[]).includes(stage);
}

/**
 * The advisory lock key of the slot a capture books (`reserveSlot` takes it too), or null. The batch takes
 * it up front with the leads' keys, in one sorted order (decision 0170).
 */
export function slotLockKey(capture: Capture): string | null {
  const { appointmentDate: day, appointmentTime: time } = capture.fields;
  return stageBooksSlot(capture.stage) && day && time ? `slot:${day}:${time}` : null;
}

/**
 * Reserves the slot of a booking (or moves it), frees or marks it, changing `lead` when a deferred
 * booking's slot was refused. Throws a `SlotError` when a live booking's slot is refused. Returns a new
 * booking's manage-link token, and the e-mails of a new booking, a move or a cancellation.
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
    now: Date;
    config: FunnelConfig;
    mail?: MailSettings;
  },
): Promise<{ manageToken: string | null; mails: MailDraft[] }> {
  const { capture, email, lead, now, config } = s;
  let manageToken: string | null = null;
  let mails: MailDraft[] = [];
  let rulesRead: ReturnType<typeof currentRules> | undefined;
  const rulesOf = () => (rulesRead ??= currentRules(tx, config));
  if (stageBooksSlot(capture.stage) && lead.appointmentDate && lead.appointmentTime) {
    const rules = await rulesOf();
    const refused = await reserveSlot(tx, kind, {
      day: lead.appointmentDate,
      time: lead.appointmentTime,
      email,
      captureId: capture.captureId,
      now,
      rules,
    });
    // A booking queued offline whose slot is gone by the time it arrives is kept as a request to call
    // back (decision 0130); a live one is refused so the prospect picks another time.
    if (refused && !capture.deferred) throw new SlotError(refused);
    if (refused) Object.assign(lead, NO_APPOINTMENT, { appointmentStatus: 'callback_requested' });
    else manageToken = await manageLinkFor(tx, email, capture.stage, lead, now, config);
    if (manageToken && s.mail) mails = bookingMails({ ...lead, email }, manageToken, s.mail, rules, now);
  }
  if (capture.stage === 'appointment_cancelled') await releaseSlot(tx, email);
  if (capture.stage === 'appointment_confirmed') await setSlotStatus(tx, email, 'confirmed');
  if (capture.stage === 'appointment_done') await setSlotStatus(tx, email, 'done');
  const { stage } = capture;
  if (s.mail && s.was && (stage === 'appointment_rescheduled' || stage === 'appointment_cancelled')) {
    // recordAppointmentChange records who made the change as the capture's step (browsers cannot send these stages).
    const by = capture.currentStep === 'admin' ? 'admin' : 'manage-link';
    mails = bookingChangeMails({ stage, by, was: s.was }, { ...lead, email }, s.mail, await rulesOf(), now);
  }
  return { manageToken, mails };
}

/**
 * A new booking gets a manage link valid until the appointment starts; a reschedule moves the expiry of
 * the lead's links to the new start.
 */
async function manageLinkFor(
  tx: Queryable,
  email: string,
  stage: Capture['stage'],
  lead: { appointmentDate: string | null; appointmentTime: string | null },
  now: Date,
  config: FunnelConfig,
): Promise<string | null> {
  const start = slotStart(lead.appointmentDate!, lead.appointmentTime!, config.calendar);
  if (stage === 'appointment_rescheduled') {
    await extendManageTokens(tx, email, start);
    return null;
  }
  return issueManageToken(tx, email, now, start);
}
