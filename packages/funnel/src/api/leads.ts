/**
 * The owner's leads (`/api/admin/leads*`): the inbox page, one lead's page, the save by hand, the CSV
 * export, the leads waiting for an answer and the owner's marks (decision 0209). The inbox's query
 * (`LeadListQuerySchema`) and the mark (`LeadMarkSchema`) are in `admin/`, beside the owner's other
 * shared rules.
 */
import { z } from 'zod';
import type { Delivery, LeadContactState } from '../admin/admin-responses.js';
import { isValidEmail } from '../contact/email.js';
import { LIMITS } from '../lead/lead-fields.schema.js';
import type { Lead } from '../lead/lead.js';
import { STAGES } from '../lead/stages.js';
import type { SubmissionRow } from '../lead/submission-row.js';

/** A lead row as the inbox and the CSV list it: the spec's columns plus its booked slot, if any. */
export type InboxLead = SubmissionRow & { appointment: { date: string; time: string } | null };

/** An inbox page's lead: with where the owner stands with it (decision 0209). */
export type InboxPageLead = InboxLead & { contact: LeadContactState };

/** `GET /api/admin/leads?…`: one keyset page of the inbox. */
export interface LeadPage {
  items: InboxPageLead[];
  /** Leads matching the filters, counted up to a cap (1,000). */
  total: number;
  /** True when there are more than `total` (the count stopped at the cap). */
  totalCapped: boolean;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** One capture in a lead's timeline. */
export interface TimelineEvent {
  captureId: string;
  visitId: string;
  stage: string;
  formType: string;
  currentStep: string;
  fields: Record<string, unknown>;
  source: string;
  querystring: string;
  /** Attribution read from the page address: utm_source (or the referring host), medium, campaign. */
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  device: string;
  userAgent: string | null;
  clientTime: string | null;
  receivedAt: string;
}

/** `GET /api/admin/leads/:email`: one lead's page. */
export interface LeadDetail {
  /** The spec's `onboarding_submissions` row. */
  lead: SubmissionRow;
  /** The folded camelCase lead (notes, quote lines, appointment), or null for a lead saved by hand only. */
  model: Lead | null;
  appointment: { date: string; time: string; bookedAt: string } | null;
  events: TimelineEvent[];
  /** The owner's marks, the first contact and the response time (decision 0209). */
  contact: LeadContactState;
  deliveries: Delivery[];
}

const short = (max: number) => z.string().trim().max(max).optional();

/** `PUT /api/admin/leads`: a lead row saved by hand (camelCase fields, the spec's row answered). */
export const LeadSaveSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email as the unique identifier')
    .max(LIMITS.email)
    // The row's key, and where a booking of this lead is e-mailed: one address (decision 0204).
    .refine(isValidEmail, 'must be a valid email address'),
  name: short(LIMITS.name),
  phone: short(LIMITS.phone),
  address: short(LIMITS.address),
  propertyType: short(LIMITS.propertyType),
  serviceNeeded: short(LIMITS.serviceNeeded),
  stage: z.enum(STAGES).optional(),
});
export type LeadSave = z.input<typeof LeadSaveSchema>;

/** The lead row after a save (`PUT /api/admin/leads`) or a fetch by the Data Fields Manager. */
export interface LeadRowAnswer {
  lead: SubmissionRow;
}

/** `GET /api/admin/leads/waiting?limit`: how many of the longest-waiting leads to list. */
export const WaitingQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** `POST /api/admin/leads/:email/marks`: the lead's contact state after the mark. */
export interface LeadMarkAnswer {
  contact: LeadContactState;
}
