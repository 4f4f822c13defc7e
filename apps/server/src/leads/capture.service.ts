/**
 * Records one capture in ONE transaction: append the event (a repeated capture id is acknowledged and
 * changes nothing), fold it into the lead, upsert the `onboarding_submissions` projection, reserve the
 * appointment slot when the stage books one, and enqueue the webhook delivery. Prices are recomputed here
 * by `applyCapture`, from the services; a client never sets its own.
 */
import {
  applyCapture,
  dbPatchFor,
  defaultConfig,
  stageBooksSlot,
  webhookBodyFor,
  type Capture,
  type FunnelConfig,
  type QuoteLine,
} from '@pw/funnel';
import type { SubmissionPatch } from '../store/lead-store.js';
import type { SqlDb } from '../store/sql-db.js';
import { upsertSubmission } from '../store/sql-lead.store.js';
import { enqueueDelivery } from '../webhooks/outbox.store.js';
import { neutraliseFormulas } from '../webhooks/webhook-body.js';
import { reserveSlot } from './appointments.repo.js';
import { appendEvent, emailOfVisit, leadKey, linkVisit, loadLead, saveLead } from './lead-events.repo.js';

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
    }
  | { kind: 'duplicate' };

export interface CaptureMeta {
  now: Date;
  userAgent?: string;
  config?: FunnelConfig;
}

export async function recordCapture(db: SqlDb, capture: Capture, meta: CaptureMeta): Promise<CaptureOutcome> {
  const config = meta.config ?? defaultConfig;
  const given = capture.fields.email?.trim().toLowerCase() || null;
  return db.transaction(async (tx) => {
    const email = given ?? (await emailOfVisit(tx, capture.visitId));
    const fresh = await appendEvent(tx, capture, given, meta);
    if (!fresh) return { kind: 'duplicate' } as const;
    if (given) await linkVisit(tx, capture.visitId, given, meta.now);

    const key = email ? leadKey.email(email) : leadKey.visit(capture.visitId);
    const base =
      (await loadLead(tx, key)) ?? (email ? await loadLead(tx, leadKey.visit(capture.visitId)) : undefined);
    const lead = applyCapture(base, capture, meta.now.toISOString(), config);
    if (email) lead.email = email;
    await saveLead(tx, key, lead, meta.now);

    let deliveryId: string | null = null;
    let patch: SubmissionPatch | null = null;
    if (email) {
      if (stageBooksSlot(capture.stage) && lead.appointmentDate && lead.appointmentTime) {
        await reserveSlot(tx, {
          day: lead.appointmentDate,
          time: lead.appointmentTime,
          email,
          captureId: capture.captureId,
          now: meta.now,
          config,
        });
      }
      patch = { ...dbPatchFor(lead), email };
      await upsertSubmission(tx, patch, meta.now);
      const body = JSON.stringify(neutraliseFormulas(webhookBodyFor(lead, capture)));
      deliveryId = await enqueueDelivery(tx, {
        leadKey: email,
        captureId: capture.captureId,
        body,
        now: meta.now,
      });
    }
    const quote =
      lead.quotedPrice !== null && lead.quoteDetails
        ? { total: lead.quotedPrice, services: lead.quoteDetails }
        : null;
    return { kind: 'accepted', quote, leadKnown: email !== null, deliveryId, patch } as const;
  });
}
