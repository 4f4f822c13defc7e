/**
 * Records captures: append the event (a repeated capture id is acknowledged and changes nothing), fold it
 * into the lead, upsert the `onboarding_submissions` projection, reserve the appointment slot when the
 * stage books one (by the owner's availability; appointment fields on other stages are ignored by
 * `applyCapture`), and enqueue the webhook delivery and a new booking's e-mails. Prices are recomputed
 * here by `applyCapture`, from the answers and the price book in force; a client never sets its own.
 *
 * Captures arriving together share one transaction (group commit) and, but for those that touch a slot,
 * one read and one write statement: they are folded in JS in arrival order, each over the lead as the
 * captures before it left it, exactly as if they had run one after another (decision 0170).
 */
import {
  applyCapture,
  dbPatchFor,
  defaultConfig,
  emailKey,
  alertReasonOf,
  appointmentChangeBy,
  isAnalyticsOnly,
  leadAccess,
  mayReadLead,
  webhookBodyFor,
  type Capture,
  type FunnelConfig,
  type Lead,
  type LeadPricing,
  type QuoteLine,
  type QuoteSnapshot,
} from '@pw/funnel';
import type { MailSettings } from '../mail/booking-mails.js';
import type { SubmissionPatch } from './lead-store.js';
import { GroupCommit, type BatchWork } from '../store/group-commit.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { neutraliseFormulas } from '../webhooks/webhook-body.js';
import { changeSlot, touchesSlot } from './capture-slot.js';
import { boxConsents } from './capture-consent.js';
import { captureFollowUps } from '../follow-ups/capture-follow-up.js';
import { givenOf, lockCaptures } from './capture-locks.js';
import { CodeUses } from './capture-pricing.js';
import { refuseUnservedLead } from './capture-service-area.js';
import { eventRow, noCaptureRows, ownKey, readCaptureStates, writeCaptures } from './capture.sql.js';
import { leadKey } from './lead-events.repo.js';

export type CaptureOutcome =
  | {
      kind: 'accepted';
      /** The server's quote, when this stage prices one. */
      quote: { total: number; services: QuoteLine[]; itemized?: QuoteSnapshot } | null;
      /** Whether the lead's e-mail is known (else the event waits against the visit). */
      leadKnown: boolean;
      deliveryId: string | null;
      /** The lead-table patch written (for a mirror such as Supabase), or null before the e-mail. */
      patch: SubmissionPatch | null;
      /** A new booking's private manage-link token (shown to the prospect once), else null. */
      manageToken: string | null;
      /** A late capture's code that reached its limit, left out: the sentence (decision 0268). */
      codeNotApplied?: string;
    }
  | { kind: 'duplicate' };

export interface CaptureMeta {
  now: Date;
  userAgent?: string;
  /** The client's address (as the proxy trust allows), kept with a consent it gives. */
  ip?: string;
  config?: FunnelConfig;
  /** The book a quote stage is priced with (the route reads the one in force); the default book else. */
  pricing?: LeadPricing;
  /** Set when SMTP is configured: a new booking queues its e-mails in the same transaction. */
  mail?: MailSettings;
  /** Whether this capture may raise the owner's lead alert (OWNER_ALERTS; decisions 0210, 0211). */
  ownerAlerts?: boolean;
  /**
   * Set when the capture comes with a proof that reaches only the address or the owner (the manage link,
   * a resume link, the signed-in owner), with the booking a change is for. Without it, the capture's visit
   * decides what it may do to the lead of the e-mail it names (`leadAccess`, decision 0205). `claimsVisit`:
   * the capture's visit becomes the lead's one own visit, every other visit a stranger to it (a resume
   * link's opening, decision 0235).
   */
  proof?: { bookingId?: string; claimsVisit?: boolean };
}

/** One capture to record, with its request's facts. */
export interface CaptureItem {
  capture: Capture;
  meta: CaptureMeta;
}

const DUPLICATE = { kind: 'duplicate' } as const;

/** The quote a capture's answer carries: the lead's priced services, if it has any. */
const quoteOf = (lead: Lead) =>
  lead.quotedPrice !== null && lead.quoteDetails
    ? {
        total: lead.quotedPrice,
        services: lead.quoteDetails,
        ...(lead.quoteSnapshot ? { itemized: lead.quoteSnapshot } : {}),
      }
    : null;

/** Batches of captures in flight at once per server process on PostgreSQL (its pool holds 10). */
const POSTGRES_LANES = 4;

/**
 * The work of a group commit of captures. On PostgreSQL the batch first takes, in one statement and one
 * sorted order, the advisory locks of its leads (the e-mail given, else the visit) and of the slots it
 * books: two captures of one lead in two server processes cannot fold over each other, and two processes
 * cannot deadlock, each waiting for a lock the other holds (decision 0170).
 */
export function captureWork(kind: SqlDb['kind']): BatchWork<CaptureItem, CaptureOutcome> {
  return {
    ...(kind === 'postgres' ? { lock: lockCaptures } : {}),
    run: (tx, items) => recordCapturesIn(tx, kind, items),
  };
}

/** Records one capture in its own transaction (the admin's and the manage link's changes). */
export function recordCapture(db: SqlDb, capture: Capture, meta: CaptureMeta): Promise<CaptureOutcome> {
  const work = captureWork(db.kind);
  return db.transaction(async (tx) => {
    await work.lock?.(tx, [{ capture, meta }]);
    const [out] = await work.run(tx, [{ capture, meta }]);
    return out!;
  });
}

export type CaptureRecorder = ((capture: Capture, meta: CaptureMeta) => Promise<CaptureOutcome>) & {
  groupCommit: GroupCommit<CaptureItem, CaptureOutcome>;
};

/**
 * How the API records captures, on both stores: group commit, captures arriving together share one
 * transaction and two statements (decisions 0017, 0170).
 */
export function captureRecorder(db: SqlDb): CaptureRecorder {
  // PostgreSQL: a few batches at once (each holds a pooled connection); PGlite has one connection.
  const group = new GroupCommit(db, captureWork(db.kind), {
    lanes: db.kind === 'postgres' ? POSTGRES_LANES : 1,
  });
  const record = ((capture, meta) => group.run({ capture, meta })) as CaptureRecorder;
  record.groupCommit = group;
  return record;
}

/**
 * The work of a batch of captures inside a transaction: runs of captures that do not touch a slot in
 * one read and one write each, a capture that does alone, all in arrival order (so a lead's order holds).
 */
export async function recordCapturesIn(
  tx: Queryable,
  kind: SqlDb['kind'],
  items: readonly CaptureItem[],
): Promise<CaptureOutcome[]> {
  const out: CaptureOutcome[] = [];
  for (let i = 0; i < items.length;) {
    let j = i + 1;
    if (!touchesSlot(items[i]!.capture.stage)) {
      while (j < items.length && !touchesSlot(items[j]!.capture.stage)) j += 1;
    }
    out.push(...(await recordRunIn(tx, kind, items.slice(i, j))));
    i = j;
  }
  return out;
}

/** One read, the folds in order, one write. */
async function recordRunIn(
  tx: Queryable,
  kind: SqlDb['kind'],
  items: readonly CaptureItem[],
): Promise<CaptureOutcome[]> {
  const stored = await readCaptureStates(
    tx,
    items.map(({ capture: c }) => ({
      captureId: c.captureId,
      visitId: c.visitId,
      given: givenOf(c),
      visitKey: leadKey.visit(c.visitId),
    })),
  );
  // The stored state, carried forward capture by capture: what each one sees is what the ones before
  // it in the batch left.
  const { seen, visitEmails, ownVisits } = stored;
  const leadOf = (key: string) => rows.leads.get(key)?.lead ?? stored.leads.get(key);
  const rows = noCaptureRows();
  const consent = await boxConsents(tx, items, items[0]?.meta.config ?? defaultConfig);
  const followUps = captureFollowUps(stored, items[0]?.meta.config ?? defaultConfig);
  const codeUses = await CodeUses.read(tx, items);
  const out: CaptureOutcome[] = [];
  const deliveredBy: number[] = [];
  for (const item of items) {
    const id = item.capture.captureId.toLowerCase();
    if (seen.has(id)) {
      out.push(DUPLICATE);
      continue;
    }
    seen.add(id);
    const given = isAnalyticsOnly(item.capture.stage) ? null : givenOf(item.capture);
    const visit = item.capture.visitId.toLowerCase();
    const email = given ?? visitEmails.get(visit) ?? null;
    const existing = email ? leadOf(leadKey.email(email)) : undefined;
    // A code's use limit, counted in this transaction (decision 0310).
    const { capture, meta, codeNotApplied } = codeUses.settle(item, existing);
    rows.events.push(eventRow(capture, given, meta.userAgent, meta.now));
    if (isAnalyticsOnly(capture.stage)) {
      // A screen view: the event log alone, no lead, no row, no webhook (decision 0122).
      out.push({
        kind: 'accepted',
        quote: null,
        leadKnown: false,
        deliveryId: null,
        patch: null,
        manageToken: null,
      });
      continue;
    }
    const config = meta.config ?? defaultConfig;
    const key = email ? leadKey.email(email) : leadKey.visit(capture.visitId);
    const before = existing ?? leadOf(leadKey.visit(capture.visitId));
    const access = leadAccess({
      leadExists: existing !== undefined,
      visitOwnsLead: email !== null && ownVisits.has(ownKey(visit, email)),
      proven: meta.proof !== undefined,
    });
    const at = meta.now.toISOString();
    const lead: Lead = applyCapture(before, capture, at, meta.pricing);
    refuseUnservedLead(capture, meta.pricing, lead, mayReadLead(access));
    if (email) codeUses.given(existing, lead);
    // The lead keeps the spelling typed first (applyCapture); the key only fills an e-mail the lead lacks.
    if (email && emailKey(lead.email) !== email) lead.email = email;
    let manageToken: string | null = null;
    if (email && touchesSlot(capture.stage)) {
      const slot = await changeSlot(tx, kind, {
        capture,
        email,
        lead,
        was:
          before?.appointmentDate && before.appointmentTime
            ? { day: before.appointmentDate, time: before.appointmentTime }
            : null,
        authority: { access, ...(meta.proof?.bookingId ? { bookingId: meta.proof.bookingId } : {}) },
        now: meta.now,
        config,
        ...(meta.mail ? { mail: meta.mail } : {}),
      });
      manageToken = slot.manageToken;
      rows.mails.push(...slot.mails.map((m) => ({ ...m, captureId: capture.captureId, now: meta.now })));
    }
    if (given) {
      visitEmails.set(visit, given);
      rows.visits.set(visit, { visit_id: capture.visitId, email: given, joined_at: meta.now });
    }
    // The owner hears of it (decisions 0210, 0211) on every channel on when it is due: a lead's alert
    // gathers its captures.
    const alert =
      email && meta.ownerAlerts
        ? alertReasonOf(capture.stage, {
            newLead: access === 'new',
            by: appointmentChangeBy(capture.stage, capture.currentStep),
          })
        : null;
    if (email && alert) rows.alerts.set(email, { email, reason: alert, now: meta.now });
    if (email && meta.proof?.claimsVisit) {
      // A link that reached the address: this visit is the lead's own, and no other is (decision 0235).
      for (const k of [...ownVisits]) if (k.endsWith(` ${email}`)) ownVisits.delete(k);
      for (const [k, v] of rows.ownVisits) if (v.email === email) rows.ownVisits.delete(k);
      rows.claims.set(email, { email, visit_id: capture.visitId });
    }
    if (email && (access === 'new' || meta.proof?.claimsVisit)) {
      // This visit starts the lead (or proved the address): from now on it is one of the lead's own.
      ownVisits.add(ownKey(visit, email));
      rows.ownVisits.set(ownKey(visit, email), { visit_id: capture.visitId, email, owned_at: meta.now });
    }
    rows.leads.set(key, { key, lead, updated_at: meta.now });
    // The lead's follow-up sequence moves with the capture, in its transaction (decision 0240).
    const followUp = email ? followUps.moveOn(capture, lead, email, meta.now, access) : null;
    if (followUp) rows.followUps.set(email!, followUp);
    const boxRow = consent.statementOf(capture, meta, email);
    if (boxRow) rows.consents.push(boxRow);
    const patch = email ? { ...dbPatchFor(lead), email } : null;
    if (patch) {
      rows.submissions.push({ patch, now: meta.now });
      const body = JSON.stringify(neutraliseFormulas(webhookBodyFor(lead, capture)));
      rows.deliveries.push({ leadKey: email!, captureId: capture.captureId, body, now: meta.now });
      deliveredBy.push(out.length);
    }
    // A stranger to the lead is answered from what it sent alone, never from the lead's stored data.
    const quote = quoteOf(mayReadLead(access) ? lead : applyCapture(undefined, capture, at, meta.pricing));
    out.push({ kind: 'accepted', quote, leadKnown: email !== null, deliveryId: null, patch, manageToken });
    if (codeNotApplied) Object.assign(out.at(-1)!, { codeNotApplied });
  }
  if (rows.events.length === 0) return out;
  const ids = await writeCaptures(tx, rows);
  deliveredBy.forEach((at, i) => Object.assign(out[at]!, { deliveryId: ids[i] }));
  return out;
}
