import { z } from 'zod';
import { dayRangeSchema, daySpan, IsoDaySchema } from '../calendar/day.schema.js';
import { LanguageSchema } from '../i18n/language.js';
import { LEAD_STATUSES, STAGES } from '../lead/stages.js';

/**
 * The owner's queries (lead inbox, CSV export, analytics), validated with the same objects by the admin
 * pages and the server. Query strings carry texts: numbers are coerced, an empty value means "not set",
 * an unknown parameter is refused by name.
 */

/** An optional query parameter: absent or empty both mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The inbox's sorts: each has an index ending in the lead's id (migration 0004), so pages are keyset. */
export const LEAD_SORTS = ['lastActivity', 'created', 'name', 'quotedPrice'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Inclusive from/to days, either optional; `to` must not be before `from` (as `dayRangeSchema` says). */
const inOrder = (r: { from?: string | undefined; to?: string | undefined }) =>
  !r.from || !r.to || daySpan(r.from, r.to) >= 0;
const ORDER_ERROR = { error: 'must not be before from', path: ['to'] };

/** A query text: trimmed, at most `max` characters, no NUL (PostgreSQL cannot hold it). */
const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => !v.includes('\u0000'), { error: 'may not contain NUL characters' });

/** The inbox's filters, shared by the list and the CSV export. Days are UTC days of the lead's creation. */
const FILTERS = {
  q: optional(queryText(200)),
  stage: optional(z.enum(STAGES)),
  status: optional(z.enum(LEAD_STATUSES)),
  propertyType: optional(queryText(40)),
  /** The lead's language (issue 41): a lead stored before it had one is English. */
  language: optional(LanguageSchema),
  from: optional(IsoDaySchema),
  to: optional(IsoDaySchema),
};
export const LeadFilterSchema = z.strictObject(FILTERS).refine(inOrder, ORDER_ERROR);
export type LeadFilter = z.infer<typeof LeadFilterSchema>;

/** One page of the inbox: the filters, a sort and direction, the cursor of the page and its size. */
export const LeadListQuerySchema = z
  .strictObject({
    ...FILTERS,
    sort: optional(z.enum(LEAD_SORTS)).default('lastActivity'),
    dir: optional(z.enum(['asc', 'desc'])).default('desc'),
    cursor: optional(z.string().max(400, { error: 'is not a cursor this server made' })),
    limit: optional(z.coerce.number().int().min(1).max(200)).default(50),
  })
  .refine(inOrder, ORDER_ERROR);
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

/** The analytics range: inclusive UTC days, at most two years of them. */
export const AnalyticsRangeSchema = dayRangeSchema(731);
