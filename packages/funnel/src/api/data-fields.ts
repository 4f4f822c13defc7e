/** `POST /api/admin/data-fields`: the Data Fields Manager's save, a capture like any other (decision 0111). */
import { z } from 'zod';
import { LeadFieldsSchema } from '../lead/lead-fields.schema.js';
import type { SubmissionRow } from '../lead/submission-row.js';

export const DataFieldsSaveSchema = z.strictObject({
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
export type DataFieldsSave = z.input<typeof DataFieldsSaveSchema>;

export interface DataFieldsAnswer {
  ok: true;
  /** Whether the save queued a webhook delivery. */
  webhookQueued: boolean;
  lead: SubmissionRow | null;
}
