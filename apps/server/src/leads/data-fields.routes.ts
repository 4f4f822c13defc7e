/**
 * `POST /api/admin/data-fields`: the Data Fields Manager's save. It is a capture like any other (stage
 * `data_fields_test`): one event in the lead's timeline, the `onboarding_submissions` row, and a webhook
 * delivery through the outbox, all in one transaction (decision 0111).
 */
import { randomUUID } from 'node:crypto';
import { CaptureSchema, DataFieldsSaveSchema, describeIssues } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { recordCapture } from './capture.service.js';
import { readSubmission } from './sql-lead.store.js';
import type { LeadsRoutesOptions } from './leads-routes-options.js';

export function dataFieldsRoutes(app: FastifyInstance, o: LeadsRoutesOptions): void {
  route(app, 'POST /api/admin/data-fields', async (req) => {
    const save = parse(DataFieldsSaveSchema, req.body, 'invalid_fields');
    const email = save.fields.email?.trim();
    if (!email) throw new HttpError(400, 'Please enter an email as the unique identifier', 'email_required');
    const now = o.now();
    const fields = Object.fromEntries(
      Object.entries(save.fields).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
    );
    // Built like a browser's capture and checked by the same schema, so nothing bypasses its rules.
    const capture = CaptureSchema.safeParse({
      captureId: randomUUID(),
      visitId: randomUUID(),
      formType: 'onboarding',
      stage: 'data_fields_test',
      currentStep: 'data-fields',
      fields,
      source: save.source ?? '/data-fields',
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
