import { z } from 'zod';
import { LEAD_STATUSES, STAGES } from '../lead/stages.js';

/**
 * The owner's queries (lead inbox, CSV export, analytics), validated with the same objects by the admin
 * pages and the server. Query strings carry texts: numbers are coerced, an empty value means "not set",
 * an unknown parameter is refused by name.
 */

/** A UTC day written `yyyy-MM-dd` that exists on the calendar. */
export const AdminDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a day written yyyy-MM-dd' })
  .refine(
    (d) => {
      // Zod runs this check after a failed regex too: anything unparseable is simply "not a real day".
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
    },
    { error: 'is not a real day' },
  );

/** An optional query parameter: absent or empty both mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The inbox's sorts: each has an index ending in the lead's id (migration 0003), so pages are keyset. */
export const LEAD_SORTS = ['lastActivity', 'created', 'name', 'quotedPrice'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Inclusive from/to days; `from` must not be after `to`. */
const inOrder = (r: { from?: string | undefined; to?: string | undefined }) =>
  !r.from || !r.to || r.from <= r.to;
const ORDER_ERROR = { error: 'from must not be after to', path: ['from'] };

/** The inbox's filters, shared by the list and the CSV export. Days are UTC days of the lead's creation. */
const FILTERS = {
  q: optional(z.string().trim().max(200, { error: 'must be at most 200 characters' })),
  stage: optional(z.enum(STAGES)),
  status: optional(z.enum(LEAD_STATUSES)),
  propertyType: optional(z.string().trim().max(40, { error: 'must be at most 40 characters' })),
  from: optional(AdminDaySchema),
  to: optional(AdminDaySchema),
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

/** The analytics range: inclusive UTC days, at most 366 of them. */
export const AnalyticsRangeSchema = z
  .strictObject({ from: AdminDaySchema, to: AdminDaySchema })
  .refine(inOrder, ORDER_ERROR)
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) < 366 * 86_400_000, {
    error: 'the range may span at most 366 days',
    path: ['to'],
  });
export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;
