/**
 * One lead's consent record (issue 20, decision 0220): `GET /leads/:email/consent` (JSON) and
 * `…/consent.csv`, every ledger row of the lead's e-mail and phone number with the wording each version
 * stands for, as proof; `POST …/consent/withdrawals`, the owner recording that the prospect asked (on the
 * phone, in person) to hear no more on a channel: a ledger row like a STOP, `how: owner`.
 */
import {
  CONSENT_CSV_COLUMNS,
  ConsentWithdrawalSchema,
  consentAddress,
  EmailParamsSchema,
  consentWordingOf,
  smsWordingOf,
  type ConsentRecord,
  type ConsentRow,
  type FunnelConfig,
  type SubmissionRow,
} from '@pw/funnel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appendConsent, consentRecordRows, latestConsents } from './consent-ledger.repo.js';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { csvCell } from '../webhooks/webhook-body.js';
import type { StopFollowUps } from './stop-follow-ups.js';

/** What the owner's consent routes need from the server. */
export interface ConsentRecordOptions {
  db: SqlDb;
  now: () => Date;
  config: FunnelConfig;
  /** The lead's row (a higher feature's table), given by the server: its e-mail and phone. */
  leadOf: (q: Queryable, email: string) => Promise<SubmissionRow | null>;
  /** Stops the address's follow-up sequences with a withdrawal, in its transaction. */
  stopFollowUps: StopFollowUps;
}

/** The CSV: BOM, header row, one row per ledger row, CRLF, every cell neutralised as the inbox's export. */
function consentCsv(rows: readonly ConsentRow[]): string {
  const lines = [
    CONSENT_CSV_COLUMNS.join(','),
    ...rows.map((r) => CONSENT_CSV_COLUMNS.map((c) => csvCell(r[c])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function consentRecordRoutes(app: FastifyInstance, o: ConsentRecordOptions): void {
  const leadOf = async (req: FastifyRequest): Promise<SubmissionRow> => {
    const { email } = parse(EmailParamsSchema, req.params);
    const lead = await o.leadOf(o.db, email);
    if (!lead) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    return lead;
  };

  const recordOf = async (lead: SubmissionRow): Promise<ConsentRecord> => {
    const phone = consentAddress('sms', lead.phone ?? '');
    const rows: ConsentRow[] = (await consentRecordRows(o.db, { email: lead.email, phone })).map((r) => ({
      channel: r.channel,
      address: r.address,
      action: r.action,
      version: r.version,
      wording: r.version ? smsWordingOf(r.version, o.config) : null,
      // Stored with a box's row since issue 41; a row before it is read from its version (English then).
      language: r.language ?? (r.version ? (consentWordingOf(r.version, o.config)?.language ?? null) : null),
      how: r.how,
      at: r.at,
      ip: r.ip,
      userAgent: r.userAgent,
      page: r.page,
      leadEmail: r.leadEmail,
    }));
    return { email: lead.email, phone, rows };
  };

  route(app, 'GET /api/admin/leads/:email/consent', async (req) => recordOf(await leadOf(req)));

  route(app, 'GET /api/admin/leads/:email/consent.csv', async (req, reply) => {
    const record = await recordOf(await leadOf(req));
    const name = record.email.replace(/[^a-z0-9.@_-]/gi, '_');
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="consent-${name}.csv"`);
    return consentCsv(record.rows);
  });

  route(app, 'POST /api/admin/leads/:email/consent/withdrawals', async (req) => {
    const lead = await leadOf(req);
    const { channel } = parse(ConsentWithdrawalSchema, req.body ?? {}, 'invalid_withdrawal');
    const address = consentAddress(channel, channel === 'sms' ? (lead.phone ?? '') : lead.email);
    if (!address) {
      throw new HttpError(400, 'This lead has no mobile number to stop texting.', 'no_address');
    }
    const at = o.now();
    await o.db.transaction(async (tx) => {
      // Already withdrawn (by a STOP, the link or an earlier click here): nothing new to record.
      if ((await latestConsents(tx, channel, [address])).get(address)?.action === 'withdrawn') return;
      // The address's follow-up sequences stop with the withdrawal, as a STOP's do (decision 0240).
      const by = channel === 'email' ? { email: address } : { phone: address };
      await o.stopFollowUps(tx, by, at);
      await appendConsent(tx, {
        channel,
        address,
        action: 'withdrawn',
        version: null,
        how: 'owner',
        at,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        page: '/admin/leads',
        leadEmail: lead.email,
        visitId: null,
        captureId: null,
      });
    });
    return recordOf(lead);
  });
}
