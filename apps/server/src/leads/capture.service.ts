/**
 * Records one capture in ONE transaction: append the event (a repeated capture id is acknowledged and
 * changes nothing), fold it into the lead, upsert the `onboarding_submissions` projection, reserve the
 * appointment slot when the stage books one (by the owner's availability; appointment fields on other
 * stages are ignored by `applyCapture`), and enqueue the webhook delivery and a new booking's e-mails. Prices are recomputed here
 * by `applyCapture`, from the services; a client never sets its own.
 */
import {
  applyCapture,
  dbPatchFor,
  NO_APPOINTMENT,
  slotStart,
  defaultConfig,
  emailKey,
  isAnalyticsOnly,
  stageBooksSlot,
  webhookBodyFor,
  type Capture,
  type FunnelConfig,
  type QuoteLine,
} from '@pw/funnel';
import { bookingMails, type MailDraft, type MailSettings } from '../mail/booking-mails.js';
import type { SubmissionPatch } from '../store/lead-store.js';
import { GroupCommit } from '../store/group-commit.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { neutraliseFormulas } from '../webhooks/webhook-body.js';
import { releaseSlot, reserveSlot, setSlotStatus, SlotError } from './appointments.repo.js';
import { currentRules } from './availability.repo.js';
import { extendManageTokens, issueManageToken } from './manage-tokens.repo.js';
import { readCaptureState, writeCapture, writeViewEvent } from './capture.sql.js';
import { leadKey } from './lead-events.repo.js';

export type CaptureOutcome =
  | {
      kind: 'accepted';
      /** The server's quote, when this stage prices one. */
      quote: { total: number; services: QuoteLine[] } | null;
      /** Whether the lead's e-mail is known (else the event waits against the visit). */
      leadKnown: boolean;
      deliveryId: string | null;
      /** The lead-table patch written (for a mirror such as Supabase), or null before the e-mail. */
      patch: SubmissionPatch | null;
      /** A new booking's private manage-link token (shown to the prospect once), else null. */
      manageToken: string | null;
    }
  | { kind: 'duplicate' };

export interface CaptureMeta {
  now: Date;
  userAgent?: string;
  config?: FunnelConfig;
  /** Set when SMTP is configured: a new booking queues its e-mails in the same transaction. */
  mail?: MailSettings;
}

/** Records one capture in its own transaction. */
export function recordCapture(db: SqlDb, capture: Capture, meta: CaptureMeta): Promise<CaptureOutcome> {
  return db.transaction((tx) => recordCaptureIn(tx, db.kind, capture, meta));
}

export type CaptureRecorder = ((capture: Capture, meta: CaptureMeta) => Promise<CaptureOutcome>) & {
  groupCommit?: GroupCommit;
};

/**
 * How the API records captures. PGlite (one connection): group commit, captures arriving together share
 * one transaction, each in its own savepoint (decision 0017). PostgreSQL: one transaction per capture on
 * the pool, which already runs them side by side (a shared transaction would hold several leads' advisory
 * locks at once and invite deadlocks between processes).
 */
export function captureRecorder(db: SqlDb): CaptureRecorder {
  if (db.kind !== 'pglite') return (capture, meta) => recordCapture(db, capture, meta);
  const group = new GroupCommit(db);
  const record: CaptureRecorder = (capture, meta) =>
    group.run((tx) => recordCaptureIn(tx, db.kind, capture, meta));
  record.groupCommit = group;
  return record;
}

/** The work of one capture inside a transaction (or a savepoint of a shared one). */
export async function recordCaptureIn(
  tx: Queryable,
  kind: SqlDb['kind'],
  capture: Capture,
  meta: CaptureMeta,
): Promise<CaptureOutcome> {
  if (isAnalyticsOnly(capture.stage)) {
    const fresh = await writeViewEvent(tx, capture, meta);
    return fresh
      ? { kind: 'accepted', quote: null, leadKnown: false, deliveryId: null, patch: null, manageToken: null }
      : { kind: 'duplicate' };
  }
  const config = meta.config ?? defaultConfig;
  const given = (capture.fields.email && emailKey(capture.fields.email)) || null;
  if (kind === 'postgres') {
    // Two captures of one visit at once must not fold over each other (PGlite runs one at a time).
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [given ?? capture.visitId]);
  }
  const state = await readCaptureState(tx, capture, given);
  if (state.duplicate) return { kind: 'duplicate' } as const;
  const email = state.email;
  const key = email ? leadKey.email(email) : leadKey.visit(capture.visitId);
  const lead = applyCapture(state.emailLead ?? state.visitLead, capture, meta.now.toISOString(), config);
  // The lead keeps the spelling typed first (applyCapture); the key only fills an e-mail the lead lacks.
  if (email && emailKey(lead.email) !== email) lead.email = email;

  let manageToken: string | null = null;
  let mails: MailDraft[] = [];
  if (email && stageBooksSlot(capture.stage) && lead.appointmentDate && lead.appointmentTime) {
    const rules = await currentRules(tx, config);
    const refused = await reserveSlot(tx, kind, {
      day: lead.appointmentDate,
      time: lead.appointmentTime,
      email,
      captureId: capture.captureId,
      now: meta.now,
      rules,
    });
    // A booking queued offline whose slot is gone by the time it arrives is kept as a request to call
    // back (decision 0130); a live one is refused so the prospect picks another time.
    if (refused && !capture.deferred) throw new SlotError(refused);
    if (refused) Object.assign(lead, NO_APPOINTMENT, { appointmentStatus: 'callback_requested' });
    else manageToken = await manageLinkFor(tx, email, capture.stage, lead, meta.now, config);
    if (manageToken && meta.mail)
      mails = bookingMails({ ...lead, email }, manageToken, meta.mail, rules, meta.now);
  }
  if (email && capture.stage === 'appointment_cancelled') await releaseSlot(tx, email);
  if (email && capture.stage === 'appointment_confirmed') await setSlotStatus(tx, email, 'confirmed');
  if (email && capture.stage === 'appointment_done') await setSlotStatus(tx, email, 'done');
  const patch = email ? { ...dbPatchFor(lead), email } : null;
  const webhookBody = email ? JSON.stringify(neutraliseFormulas(webhookBodyFor(lead, capture))) : null;
  const written = await writeCapture(tx, {
    capture,
    given,
    key,
    lead,
    patch,
    webhookBody,
    mails,
    now: meta.now,
    ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
  });
  if (!written.inserted) return { kind: 'duplicate' } as const;
  const quote =
    lead.quotedPrice !== null && lead.quoteDetails
      ? { total: lead.quotedPrice, services: lead.quoteDetails }
      : null;
  return {
    kind: 'accepted',
    quote,
    leadKnown: email !== null,
    deliveryId: written.deliveryId,
    patch,
    manageToken,
  } as const;
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
