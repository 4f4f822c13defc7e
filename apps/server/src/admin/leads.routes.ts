/** The owner's lead views: search, one lead with its timeline, the Data Fields Manager save, CSV export. */
import { describeIssues, STAGES } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { timelineOf } from '../leads/lead-events.repo.js';
import { HttpError } from '../http/errors.js';
import { PageSchema, PageSizeSchema, QueryText } from '../http/query.schema.js';
import { SUBMISSION_COLUMNS } from '../store/lead-store.js';
import { readSubmission, upsertSubmission } from '../store/sql-lead.store.js';
import { neutraliseCell } from '../webhooks/webhook-body.js';
import type { AdminOptions } from './admin.routes.js';
import { allLeads, searchLeads } from './leads.repo.js';

const ListSchema = z.object({
  q: QueryText.max(200).optional(),
  stage: z.enum(STAGES).optional(),
  status: QueryText.max(40).optional(),
  page: PageSchema,
  pageSize: PageSizeSchema,
});

/** The e-mail of `GET /leads/:email`, as long as the lead schema allows (the router allows that too). */
const EmailParamSchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(254) });

const short = (max: number) => z.string().trim().max(max).optional();
const SaveSchema = z.strictObject({
  email: z.string().trim().min(1, 'Please enter an email as the unique identifier').max(254).includes('@'),
  name: short(100),
  phone: short(20),
  address: short(300),
  propertyType: short(40),
  serviceNeeded: short(500),
  stage: z.enum(STAGES).optional(),
});

function csvCell(value: unknown): string {
  const text = value == null ? '' : neutraliseCell(typeof value === 'string' ? value : JSON.stringify(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/leads', async (req) => {
    const parsed = ListSchema.safeParse(req.query);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
    const { q, stage, status, page, pageSize } = parsed.data;
    const found = await searchLeads(o.db, {
      page,
      pageSize,
      ...(q ? { q } : {}),
      ...(stage ? { stage } : {}),
      ...(status ? { status } : {}),
    });
    return { ...found, page, pageSize };
  });

  app.get('/leads.csv', async (_req, reply) => {
    const rows = await allLeads(o.db);
    const header = ['id', 'email', ...SUBMISSION_COLUMNS, 'updated_at'];
    const lines = [
      header.join(','),
      ...rows.map((r) => header.map((h) => csvCell((r as Record<string, unknown>)[h])).join(',')),
    ];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leads.csv"')
      .send(`${lines.join('\r\n')}\r\n`);
  });

  app.get('/leads/:email', async (req) => {
    // Fastify decoded the path once already; decoding again would read `a%41b` as `aab`.
    const parsed = EmailParamSchema.safeParse(req.params);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
    const { email } = parsed.data;
    const lead = await readSubmission(o.db, email);
    if (!lead) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    return { lead, events: await timelineOf(o.db, lead.email) };
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
