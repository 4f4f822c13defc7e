/**
 * The owner's lead inbox over the `onboarding_submissions` projection: search, filters, sorts and keyset
 * pages (decision 0120). Every sort walks an index ending in the lead's id (migration 0004), so a page
 * costs the same at the first lead and at the 100,000th; the search is a trigram index over name,
 * e-mail and phone. The total is counted up to `TOTAL_CAP`, past which the inbox says "1,000+".
 */
import type { InboxLead, LeadFilter, LeadListQuery, LeadPage, LeadSort } from '@pw/funnel';
import { contactStates } from './lead-contacts.repo.js';
import { toSubmissionRow } from './lead-store.js';
import type { Queryable } from '../store/sql-db.js';

export const TOTAL_CAP = 1_000;

/** The indexed expression each sort orders by, and the type its cursor value is cast to. */
const SORT_KEYS: Record<LeadSort, { expr: string; cast: string }> = {
  lastActivity: { expr: "coalesce(s.updated_at, 'epoch'::timestamptz)", cast: 'timestamptz' },
  created: { expr: "coalesce(s.timestamp, 'epoch'::timestamptz)", cast: 'timestamptz' },
  name: { expr: "lower(coalesce(s.name, ''))", cast: 'text' },
  quotedPrice: { expr: 'coalesce(s.quoted_price, -1)', cast: 'integer' },
};

/** The search index's expression (migration 0004): name, e-mail, phone, and the phone's digits. */
const SEARCH_TEXT = `lower(coalesce(s.name, '') || ' ' || s.email || ' ' || coalesce(s.phone, '') || ' ' || regexp_replace(coalesce(s.phone, ''), '[^0-9]', '', 'g'))`;

const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of the filters, its values appended to `params`. */
function whereOf(f: LeadFilter, params: unknown[]): string {
  const add = (v: unknown) => `$${params.push(v)}`;
  const parts: string[] = [];
  if (f.q) {
    const q = f.q.toLowerCase();
    const digits = q.replace(/\D/g, '');
    const phoneLike = /^[\d\s()+.-]+$/.test(q) && digits.length >= 3;
    parts.push(
      phoneLike
        ? `(${SEARCH_TEXT} like ${add(contains(q))} or ${SEARCH_TEXT} like ${add(contains(digits))})`
        : `${SEARCH_TEXT} like ${add(contains(q))}`,
    );
  }
  if (f.stage) parts.push(`s.stage = ${add(f.stage)}`);
  if (f.status) parts.push(`s.status = ${add(f.status)}`);
  if (f.propertyType) parts.push(`lower(s.propertytype) = lower(${add(f.propertyType)})`);
  // A row written before issue 41, or by the owner with no capture, has no language: it is English.
  if (f.language) parts.push(`coalesce(s.language, 'en') = ${add(f.language)}`);
  const created = SORT_KEYS.created.expr;
  if (f.from) parts.push(`${created} >= ${add(`${f.from}T00:00:00Z`)}::timestamptz`);
  if (f.to) parts.push(`${created} < ${add(`${f.to}T00:00:00Z`)}::timestamptz + interval '1 day'`);
  return parts.length ? parts.join(' and ') : 'true';
}

/** A cursor is the last row's sort value and id, as base64url JSON; anything else is refused. */
export function encodeCursor(value: string | number, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

export function decodeCursor(cursor: string, sort: LeadSort): [string | number, number] | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 2 || !Number.isSafeInteger(v[1])) return null;
    const [key, id] = v as [unknown, number];
    if (sort === 'quotedPrice' ? !Number.isSafeInteger(key) : typeof key !== 'string') return null;
    if ((sort === 'lastActivity' || sort === 'created') && Number.isNaN(Date.parse(key as string)))
      return null;
    return [key as string | number, id];
  } catch {
    return null;
  }
}

/**
 * The leads chosen by `inner` (a select of `onboarding_submissions s` with its where, order and limit)
 * with each one's latest slot, joined only to the rows chosen: joined before the limit, the slot lookup
 * ran for every lead matching a filter, 10,000 of them at 100,000 leads (decision 0162).
 */
const withSlots = (inner: string, order: string) => `select p.*, a.slot_date, a.slot_time from (${inner}) p
  left join lateral (select to_char(x.slot_date, 'YYYY-MM-DD') as slot_date, x.slot_time from appointments x
                     where x.email = p.email order by x.id desc limit 1) a on true
  order by ${order}`;

function toInboxLead(row: Record<string, unknown>): InboxLead {
  const {
    slot_date,
    slot_time,
    sort_key: _k,
    ...rest
  } = row as Record<string, unknown> & {
    slot_date: string | null;
    slot_time: string | null;
  };
  return {
    ...toSubmissionRow(rest),
    appointment: slot_date ? { date: slot_date, time: slot_time ?? '' } : null,
  };
}

/** One keyset page of the inbox. `cursor` must come from `decodeCursor` for the same sort. */
export async function listLeads(
  q: Queryable,
  query: LeadListQuery,
  cursor: [string | number, number] | null,
): Promise<LeadPage> {
  const key = SORT_KEYS[query.sort];
  const params: unknown[] = [];
  const where = whereOf(query, params);
  const countRes = await q.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from onboarding_submissions s where ${where} limit ${TOTAL_CAP + 1}) x`,
    params,
  );
  const counted = Number(countRes.rows[0]?.n ?? 0);
  const cmp = query.dir === 'desc' ? '<' : '>';
  const after = cursor
    ? ` and (${key.expr}, s.id) ${cmp} ($${params.push(cursor[0])}::${key.cast}, $${params.push(cursor[1])}::bigint)`
    : '';
  const order = (k: string, id: string) => `${k} ${query.dir}, ${id} ${query.dir}`;
  const res = await q.query<Record<string, unknown>>(
    withSlots(
      `select s.*, ${key.expr} as sort_key from onboarding_submissions s where ${where}${after}
       order by ${order(key.expr, 's.id')} limit ${query.limit + 1}`,
      order('p.sort_key', 'p.id'),
    ),
    params,
  );
  const more = res.rows.length > query.limit;
  const rows = res.rows.slice(0, query.limit);
  const last = rows.at(-1);
  const lastKey = last?.sort_key;
  const nextCursor =
    more && last
      ? encodeCursor(
          lastKey instanceof Date
            ? lastKey.toISOString()
            : typeof lastKey === 'number'
              ? lastKey
              : String(lastKey),
          Number(last.id),
        )
      : null;
  const items = rows.map(toInboxLead);
  const contacts = await contactStates(
    q,
    items.map((l) => l.email),
  );
  return {
    items: items.map((l) => ({ ...l, contact: contacts.get(l.email)! })),
    total: Math.min(counted, TOTAL_CAP),
    totalCapped: counted > TOTAL_CAP,
    nextCursor,
  };
}

/** Every lead matching the filters in the inbox's order, for the CSV export. */
export async function filteredLeads(
  q: Queryable,
  f: LeadFilter,
  sort: LeadSort = 'lastActivity',
  dir: 'asc' | 'desc' = 'desc',
): Promise<InboxLead[]> {
  const key = SORT_KEYS[sort];
  const params: unknown[] = [];
  const res = await q.query<Record<string, unknown>>(
    withSlots(
      `select s.*, ${key.expr} as sort_key from onboarding_submissions s where ${whereOf(f, params)}`,
      `p.sort_key ${dir}, p.id ${dir}`,
    ),
    params,
  );
  return res.rows.map(toInboxLead);
}
