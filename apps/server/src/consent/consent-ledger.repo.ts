/**
 * The consent ledger in SQL (migration 0016, decision 0220). Rows are only ever inserted: a capture's box
 * in the capture's own write (`consentInsert`), a withdrawal by the unsubscribe link (`appendConsent`).
 * Nothing here updates or deletes one, and the table's triggers refuse it.
 */
import type { ConsentAction, ConsentChannel, ConsentFact, ConsentHow, Language } from '@pw/funnel';
import { jsonRecordset } from '../store/json-rows.js';
import type { Queryable } from '../store/sql-db.js';
import { isoOf } from '../store/row-values.js';

/** One row to append. */
export interface NewConsent {
  channel: ConsentChannel;
  address: string;
  action: ConsentAction;
  version: string | null;
  how: ConsentHow;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  page: string | null;
  leadEmail: string | null;
  visitId: string | null;
  captureId: string | null;
  /** The language of the box's wording (a box's rows, issue 41); null for other rows. */
  language?: Language | null;
}

/** A stored row, as the owner's export reads it. */
export type StoredConsent = Omit<NewConsent, 'at'> & { at: string };

const TYPES = {
  channel: 'text',
  address: 'text',
  action: 'text',
  version: 'text',
  how: 'text',
  at: 'timestamptz',
  ip: 'text',
  user_agent: 'text',
  page: 'text',
  lead_email: 'text',
  visit_id: 'uuid',
  capture_id: 'uuid',
  language: 'text',
} as const;
const COLUMNS = Object.keys(TYPES).join(', ');

const toRow = (c: NewConsent) => ({
  channel: c.channel,
  address: c.address,
  action: c.action,
  version: c.version,
  how: c.how,
  at: c.at,
  ip: c.ip?.slice(0, 100) ?? null,
  user_agent: c.userAgent?.slice(0, 500) ?? null,
  page: c.page?.slice(0, 2048) ?? null,
  lead_email: c.leadEmail,
  visit_id: c.visitId,
  capture_id: c.captureId,
  language: c.language ?? null,
});

/** The insert of a batch's rows from one JSON parameter appended to `params` (a step of the capture's write). */
export function consentInsert(rows: readonly NewConsent[], params: unknown[]): string {
  const from = jsonRecordset(
    params,
    { i: 'integer', ...TYPES },
    rows.map((r, i) => ({ ...toRow(r), i })),
  );
  return `insert into consent_ledger (${COLUMNS}) select ${COLUMNS} from ${from} order by i`;
}

/** Appends one row in its own statement. */
export async function appendConsent(q: Queryable, row: NewConsent): Promise<void> {
  const params: unknown[] = [];
  await q.query(consentInsert([row], params), params);
}

interface FactRow {
  channel: ConsentChannel;
  address: string;
  action: ConsentAction;
  version: string | null;
  how: ConsentHow;
  at: Date | string;
  visit_id: string | null;
}

const fact = (r: FactRow): ConsentFact => ({
  channel: r.channel,
  address: r.address,
  action: r.action,
  version: r.version,
  how: r.how,
  at: isoOf(r.at)!,
  visitId: r.visit_id,
});

/** The latest row of each address on a channel (by time, then by insertion order). */
export async function latestConsents(
  q: Queryable,
  channel: ConsentChannel,
  addresses: readonly string[],
): Promise<Map<string, ConsentFact>> {
  if (addresses.length === 0) return new Map();
  const res = await q.query<FactRow>(
    `select distinct on (address) channel, address, action, version, how, at, visit_id::text as visit_id
       from consent_ledger
      where channel = $1 and address in (select jsonb_array_elements_text($2::jsonb))
      order by address, at desc, id desc`,
    // The list as one JSON parameter: PGlite's worker wire carries texts, not arrays.
    [channel, JSON.stringify(addresses)],
  );
  return new Map(res.rows.map((r) => [r.address, fact(r)]));
}

/**
 * Every row of a lead's consent record, oldest first: those written for the lead, and those of its e-mail
 * address and of its phone number whichever lead they came with (a STOP is about a number, not a lead).
 */
export async function consentRecordRows(
  q: Queryable,
  lead: { email: string; phone: string | null },
): Promise<StoredConsent[]> {
  const res = await q.query<
    FactRow &
      Record<'ip' | 'user_agent' | 'page' | 'lead_email' | 'capture_id', string | null> & {
        language: Language | null;
      }
  >(
    `select channel, address, action, version, how, at, ip, user_agent, page, lead_email,
            visit_id::text as visit_id, capture_id::text as capture_id, language
       from consent_ledger
      where lead_email = $1 or (channel = 'email' and address = $1) or (channel = 'sms' and address = $2)
      order by at, id`,
    [lead.email, lead.phone],
  );
  return res.rows.map((r) => ({
    ...fact(r),
    ip: r.ip,
    userAgent: r.user_agent,
    page: r.page,
    leadEmail: r.lead_email,
    captureId: r.capture_id,
    language: r.language,
  }));
}

/**
 * Every row of one address on a channel, oldest first, as the rules read them (`mayMessage` reads a
 * withdrawal that sticks behind a later tick; `provenByReply` looks for a reply from a number); what a
 * send re-checks (decision 0308).
 */
export async function consentRowsOf(
  q: Queryable,
  channel: ConsentChannel,
  address: string,
): Promise<ConsentFact[]> {
  const res = await q.query<FactRow>(
    `select channel, address, action, version, how, at, visit_id::text as visit_id
       from consent_ledger where channel = $1 and address = $2 order by at, id`,
    [channel, address],
  );
  return res.rows.map(fact);
}

/** The lead of the latest box ticked or unticked for a number (E.164), or null (its HELP answer's language). */
export async function lastBoxLead(q: Queryable, phone: string): Promise<string | null> {
  const res = await q.query<{ lead_email: string }>(
    `select lead_email from consent_ledger
      where channel = 'sms' and address = $1 and how = 'box' and lead_email is not null
      order by at desc, id desc limit 1`,
    [phone],
  );
  return res.rows[0]?.lead_email ?? null;
}
