/** The owner's lead views: the inbox, one lead's page, the Data Fields Manager save, CSV export. */
import { EmailParamsSchema, LeadListQuerySchema, LeadSaveSchema } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { upsertSubmission } from './sql-lead.store.js';
import type { LeadsRoutesOptions } from './leads-routes-options.js';
import { leadDetail } from './lead-detail.repo.js';
import { leadsCsv } from './inbox.csv.js';
import { decodeCursor, filteredLeads, listLeads } from './inbox.repo.js';

/** The message of a refused save: every field and its reason, the body's own without a field. */
const fieldsSentence = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

export function leadsRoutes(app: FastifyInstance, o: LeadsRoutesOptions): void {
  route(app, 'GET /api/admin/leads', async (req) => {
    const query = parse(LeadListQuerySchema, req.query, 'invalid_query');
    const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
    if (query.cursor && !cursor)
      throw new HttpError(400, 'cursor: is not a cursor this server made for this sort', 'invalid_query');
    return listLeads(o.db, query, cursor);
  });

  route(app, 'GET /api/admin/leads.csv', async (req, reply) => {
    // The inbox's filters, sort and direction: every matching lead, not one page.
    const {
      sort,
      dir,
      cursor: _c,
      limit: _l,
      ...filters
    } = parse(LeadListQuerySchema, req.query, 'invalid_query');
    const rows = await filteredLeads(o.db, filters, sort, dir);
    const day = o.now().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`);
    return leadsCsv(rows);
  });

  route(app, 'GET /api/admin/leads/:email', async (req) => {
    // Fastify decoded the path once already; decoding again would read `a%41b` as `aab`.
    const { email } = parse(EmailParamsSchema, req.params, 'invalid_query');
    const detail = await leadDetail(o.db, email);
    if (!detail) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    return detail;
  });

  route(app, 'PUT /api/admin/leads', async (req) => {
    const { propertyType, serviceNeeded, ...rest } = parse(
      LeadSaveSchema,
      req.body,
      'bad_request',
      fieldsSentence,
    );
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
