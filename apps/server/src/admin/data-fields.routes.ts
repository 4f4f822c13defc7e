/**
 * `POST /api/admin/data-fields`: the Data Fields Manager's save. It is a capture like any other (stage
 * `data_fields_test`): one event in the lead's timeline, the `onboarding_submissions` row, and a webhook
 * delivery through the outbox, all in one transaction (decision 0111).
 */
import { randomUUID } from 'node:crypto';
import { CaptureSchema, describeIssues, LeadFieldsSchema } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { recordCapture } from '../leads/capture.service.js';
import { readSubmission } from '../store/sql-lead.store.js';
import type { AdminOptions } from './admin-options.js';

const SaveSchema = z.strictObject({
  fields: LeadFieldsSchema.pick({
    email: true,
    name: true,
    phone: true,
    address: true,
    propertyType: true,
    serviceNeeded: true,
  }),
  /** The page the owner saved from (the capture's source). */
  source: z.string().trim().max(2048).optional(),
});

export function dataFieldsRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.post('/data-fields', async (req) => {
    const parsed = SaveSchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error), 'invalid_fields');
    const email = parsed.data.fields.email?.trim();
    if (!email) throw new HttpError(400, 'Please enter an email as the unique identifier', 'email_required');
    const now = o.now();
    const fields = Object.fromEntries(
      Object.entries(parsed.data.fields).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
    );
    // Built like a browser's capture and checked by the same schema, so nothing bypasses its rules.
    const capture = CaptureSchema.safeParse({
      captureId: randomUUID(),
      visitId: randomUUID(),
      formType: 'onboarding',
      stage: 'data_fields_test',
      currentStep: 'data-fields',
      fields,
      source: parsed.data.source ?? '/data-fields',
      querystring: '',
      timestamp: now.toISOString(),
    });
    if (!capture.success) throw new HttpError(400, describeIssues(capture.error), 'invalid_fields');
    const out = await recordCapture(o.db, capture.data, {
      now,
      // The signed-in owner's test data may act on any lead.
      proof: {},
      ...(o.config ? { config: o.config } : {}),
    });
    if (out.kind === 'accepted') {
      if (out.deliveryId) o.onQueued?.();
      if (out.patch) o.onCommitted?.(out.patch);
    }
    return {
      ok: true,
      webhookQueued: out.kind === 'accepted' && out.deliveryId !== null,
      lead: await readSubmission(o.db, email),
    };
  });
}
