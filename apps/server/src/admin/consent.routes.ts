/**
 * One lead's consent record (issue 20, decision 0220): `GET /leads/:email/consent?format=json|csv`, every
 * ledger row of the lead's e-mail and phone number with the wording each version stands for, as proof.
 */
import {
  CONSENT_CSV_COLUMNS,
  ConsentRecordQuerySchema,
  consentAddress,
  EmailParamsSchema,
  smsWordingOf,
  type ConsentRecord,
  type ConsentRow,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { consentRecordRows } from '../consent/consent-ledger.repo.js';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { readSubmission } from '../store/sql-lead.store.js';
import type { AdminOptions } from './admin-options.js';
import { csvCell } from './leads.csv.js';

/** The CSV: BOM, header row, one row per ledger row, CRLF, every cell neutralised as the inbox's export. */
function consentCsv(rows: readonly ConsentRow[]): string {
  const lines = [
    CONSENT_CSV_COLUMNS.join(','),
    ...rows.map((r) => CONSENT_CSV_COLUMNS.map((c) => csvCell(r[c])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function consentRecordRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/leads/:email/consent', async (req, reply) => {
    const { email } = parse(EmailParamsSchema, req.params);
    const { format } = parse(ConsentRecordQuerySchema, req.query ?? {}, 'invalid_query');
    const lead = await readSubmission(o.db, email);
    if (!lead) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    const phone = consentAddress('sms', lead.phone ?? '');
    const rows: ConsentRow[] = (await consentRecordRows(o.db, { email: lead.email, phone })).map((r) => ({
      channel: r.channel,
      address: r.address,
      action: r.action,
      version: r.version,
      wording: r.version ? smsWordingOf(r.version, o.config) : null,
      how: r.how,
      at: r.at,
      ip: r.ip,
      userAgent: r.userAgent,
      page: r.page,
      leadEmail: r.leadEmail,
    }));
    if (format === 'json') return { email: lead.email, phone, rows } satisfies ConsentRecord;
    const name = lead.email.replace(/[^a-z0-9.@_-]/gi, '_');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="consent-${name}.csv"`)
      .send(consentCsv(rows));
  });
}
