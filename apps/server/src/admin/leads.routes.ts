/** The owner's lead views: the inbox, one lead's page, the Data Fields Manager save, CSV export. */
import { describeIssues, isValidEmail, LeadListQuerySchema, LIMITS, STAGES } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { upsertSubmission } from '../store/sql-lead.store.js';
import type { AdminOptions } from './admin-options.js';
import { leadDetail } from './lead-detail.repo.js';
import { leadsCsv } from './leads.csv.js';
import { decodeCursor, filteredLeads, listLeads } from './leads.repo.js';

/** The e-mail of `GET /leads/:email`, as long as the lead schema allows (the router allows that too). */
const EmailParamSchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(LIMITS.email) });

/** Parses a query with a schema; a bad one is a 400 that names the parameter. */
function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const parsed = schema.safeParse(query ?? {});
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error), 'invalid_query');
  return parsed.data;
}

const short = (max: number) => z.string().trim().max(max).optional();
const SaveSchema = z.strictObject({
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

export function leadsRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/leads', async (req) => {
    const query = parseQuery(LeadListQuerySchema, req.query);
    const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
    if (query.cursor && !cursor)
      throw new HttpError(400, 'cursor: is not a cursor this server made for this sort', 'invalid_query');
    return listLeads(o.db, query, cursor);
  });

  app.get('/leads.csv', async (req, reply) => {
    // The inbox's filters, sort and direction: every matching lead, not one page.
    const { sort, dir, cursor: _c, limit: _l, ...filters } = parseQuery(LeadListQuerySchema, req.query);
    const rows = await filteredLeads(o.db, filters, sort, dir);
    const day = o.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(leadsCsv(rows));
  });

  app.get('/leads/:email', async (req) => {
    // Fastify decoded the path once already; decoding again would read `a%41b` as `aab`.
    const { email } = parseQuery(EmailParamSchema, req.params);
    const detail = await leadDetail(o.db, email);
    if (!detail) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    return detail;
  });

  app.put('/leads', async (req) => {
    const parsed = SaveSchema.safeParse(req.body);
    if (!parsed.success)
      throw new HttpError(
        400,
        parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      );
    const { propertyType, serviceNeeded, ...rest } = parsed.data;
    const lead = await upsertSubmission(
      o.db,
      {
        ...rest,
        ...(propertyType !== undefined ? { propertytype: propertyType } : {}),
        ...(serviceNeeded !== undefined ? { serviceneeded: serviceNeeded } : {}),
      },
      o.now(),
    );
    return { lead };
  });
}
