/**
 * `lead_contacts` (migration 0012, decision 0209): the owner's marks on a lead (contacted and how, won,
 * lost), and what is read from them: a lead's contact state, the leads waiting for a first contact, and the
 * response-time samples of a range. Every statement that touches the table is in this file.
 *
 * A lead is reachable from its first capture that carries its e-mail (every stage after the name step
 * does; the phone comes with it), not counting the owner's test data or screen views
 * (`NOT_A_PROSPECT_CAPTURE`). Its first contact is its first `contacted` mark.
 */
import {
  NOT_A_PROSPECT_CAPTURE,
  responseMinutes,
  type ContactChannel,
  type LeadContactState,
  type LeadMark,
  type LeadMarkEvent,
  type LeadOutcome,
  type ResponseSample,
  type WaitingLeads,
} from '@pw/funnel';
import { eventSourceOf } from '../store/event-source.sql.js';
import type { Queryable } from '../store/sql-db.js';
import { dateOf, dateOrNull, isoOf, numberOrNull } from '../store/row-values.js';

const PROSPECT_STAGE = `e.stage not in (${NOT_A_PROSPECT_CAPTURE.map((s) => `'${s}'`).join(', ')})`;
/** The first reachable capture's time of the lead whose e-mail is the SQL expression `email`. */
const reachableAt = (email: string) =>
  `(select min(e.received_at) from lead_events e where e.email = ${email} and ${PROSPECT_STAGE})`;

export interface NewMark {
  email: string;
  mark: LeadMark;
  channel: ContactChannel | null;
  by: string;
  at: Date;
}

/** Stores one mark. */
export async function addMark(q: Queryable, m: NewMark): Promise<void> {
  await q.query(
    'insert into lead_contacts (email, mark, channel, by_user, marked_at) values ($1, $2, $3, $4, $5)',
    [m.email, m.mark, m.channel, m.by, m.at],
  );
}

type MarkRow = {
  email: string;
  mark: LeadMark;
  channel: ContactChannel | null;
  by_user: string;
  marked_at: unknown;
};
const toEvent = (r: MarkRow): LeadMarkEvent => ({
  mark: r.mark,
  channel: r.channel,
  by: r.by_user,
  at: isoOf(r.marked_at)!,
});

/** The state of each lead from its marks (oldest first) and the time it became reachable. */
function stateOf(marks: LeadMarkEvent[], reachable: string | null): LeadContactState {
  const firstContact = marks.find((m) => m.mark === 'contacted') ?? null;
  const outcome = (marks.findLast((m) => m.mark !== 'contacted')?.mark ?? null) as LeadOutcome;
  return {
    reachableAt: reachable,
    firstContact,
    responseMinutes:
      firstContact && reachable
        ? Math.round(responseMinutes(new Date(reachable), new Date(firstContact.at)) * 10) / 10
        : null,
    outcome,
    marks,
  };
}

/** The contact state of each of `emails` (lower-cased keys), in one read of marks and one of events. */
export async function contactStates(
  q: Queryable,
  emails: readonly string[],
): Promise<Map<string, LeadContactState>> {
  const out = new Map<string, LeadContactState>();
  if (emails.length === 0) return out;
  // As JSON text: an array parameter does not cross PGlite's worker thread as one (decision 0173).
  const list = JSON.stringify(emails);
  const [marks, reach] = await Promise.all([
    q.query<MarkRow>(
      `select email, mark, channel, by_user, marked_at from lead_contacts where email in (select jsonb_array_elements_text($1::jsonb))
       order by email, marked_at, id`,
      [list],
    ),
    q.query<{ email: string; reachable_at: unknown }>(
      `select x.email, ${reachableAt('x.email')} as reachable_at from jsonb_array_elements_text($1::jsonb) as x(email)`,
      [list],
    ),
  ]);
  const byEmail = new Map<string, LeadMarkEvent[]>();
  for (const r of marks.rows) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), toEvent(r)]);
  for (const r of reach.rows) out.set(r.email, stateOf(byEmail.get(r.email) ?? [], isoOf(r.reachable_at)));
  return out;
}

/**
 * Reachable leads no mark was put on yet (neither contacted nor won or lost), the longest waiting first,
 * up to `limit`, and how many wait in all.
 */
export async function waitingLeads(q: Queryable, limit: number): Promise<WaitingLeads> {
  const res = await q.query<Record<string, unknown>>(
    `select w.*, count(*) over ()::int as total from (
       select s.id, s.email, s.email_as_typed, s.name, s.phone, s.serviceneeded, s.propertytype, s.quoted_price,
              s.stage, ${reachableAt('s.email')} as reachable_at
       from onboarding_submissions s
       where not exists (select 1 from lead_contacts c where c.email = s.email)
     ) w where w.reachable_at is not null
     order by w.reachable_at, w.id limit $1`,
    [limit],
  );
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    total: Number(res.rows[0]?.total ?? 0),
    items: res.rows.map((r) => ({
      email: String(r.email),
      emailAsTyped: text(r.email_as_typed),
      name: text(r.name),
      phone: text(r.phone),
      services: text(r.serviceneeded),
      propertyType: text(r.propertytype),
      quotedPrice: numberOrNull(r.quoted_price),
      stage: text(r.stage),
      reachableAt: isoOf(r.reachable_at)!,
    })),
  };
}

/**
 * The leads that became reachable in [from, to), each with its source (that of its first reachable
 * capture: utm_source, else the referring host, else 'direct', as the funnel counts sources) and its first
 * contact, for the response-time figures.
 */
export async function responseSamples(
  q: Queryable,
  from: Date,
  to: Date,
): Promise<(ResponseSample & { source: string })[]> {
  const res = await q.query<{ source: string; reachable_at: unknown; contacted_at: unknown }>(
    `with candidates as (
       select distinct e.email from lead_events e
       where e.received_at >= $1 and e.received_at < $2 and e.email is not null and ${PROSPECT_STAGE}),
     first as (
       select distinct on (e.email) e.email, e.received_at,
              ${eventSourceOf('e')} as source
       from lead_events e join candidates c on c.email = e.email
       where ${PROSPECT_STAGE}
       order by e.email, e.received_at, e.id)
     select f.source, f.received_at as reachable_at,
            (select min(m.marked_at) from lead_contacts m where m.email = f.email and m.mark = 'contacted')
              as contacted_at
     from first f where f.received_at >= $1 and f.received_at < $2`,
    [from, to],
  );
  return res.rows.map((r) => ({
    source: r.source,
    reachableAt: dateOf(r.reachable_at),
    firstContactAt: dateOrNull(r.contacted_at),
  }));
}
