/**
 * A batch of captures in two statements, however many it holds: one read (which capture ids were seen,
 * the visits' e-mails, the leads so far) and one write that appends the events, links the visits, saves
 * the folded leads, upserts the lead rows and enqueues the webhooks (and a booking's e-mails). Each
 * statement reads its rows from JSON parameters, so its text does not depend on the batch's size and
 * PGlite prepares it once (decision 0170).
 */
import { queryParam, type Capture, type Lead } from '@pw/funnel';
import { alertsInsert, type RaisedAlert } from '../alerts/alerts.store.js';
import { consentInsert, type NewConsent } from '../consent/consent-ledger.repo.js';
import type { SubmissionPatch } from './lead-store.js';
import { jsonRecordset, type ColumnTypes } from '../store/json-rows.js';
import type { Queryable } from '../store/sql-db.js';
import { submissionsUpsert } from './sql-lead.store.js';
import { settingRowSql, SETTINGS } from '../settings/settings.repo.js';
import {
  followUpsOfEmailsSql,
  followUpRowOf,
  followUpsUpsert,
  type FollowUpRow,
  type FollowUpWrite,
} from '../follow-ups/follow-ups.repo.js';
import type { MailDraft } from '../mail/booking-mails.js';
import { mailsInsert } from '../mail/mail.store.js';
import { deliveriesInsert, type NewDelivery } from '../webhooks/outbox.store.js';
import { deviceOf } from './lead-events.repo.js';
import { jsonOf } from '../store/row-values.js';

const parse = (v: unknown): Lead => jsonOf<Lead>(v);

/** What the store holds for a batch's captures before it runs. UUIDs are lower-cased, as the store compares them. */
export interface StoredCaptureState {
  /** Capture ids already in the event log. */
  seen: Set<string>;
  /** The e-mail each visit was joined to. */
  visitEmails: Map<string, string>;
  /** The leads each visit may act on as its own (`ownKey(visit, email)`; decision 0205). */
  ownVisits: Set<string>;
  /** The folded leads by key (`email:...`, `visit:...`). */
  leads: Map<string, Lead>;
  /** The leads' follow-up sequences, by e-mail (decision 0240). */
  followUps: Map<string, FollowUpRow>;
  /** The owner's follow-up settings as stored (undefined: the defaults). */
  followUpSettings: unknown;
}

/** One capture to look up: its ids, the e-mail it gives (lower-cased) and its visit's lead key. */
export interface CaptureLookup {
  captureId: string;
  visitId: string;
  given: string | null;
  visitKey: string;
}

/** The key of a (visit, lead) pair in `ownVisits`: the lower-cased visit id and the lead's e-mail key. */
export const ownKey = (visitId: string, email: string): string => `${visitId.toLowerCase()} ${email}`;

/** Reads, in one statement, everything the batch's captures fold over. */
export async function readCaptureStates(
  q: Queryable,
  lookups: readonly CaptureLookup[],
): Promise<StoredCaptureState> {
  const params: unknown[] = [];
  const captures = jsonRecordset(
    params,
    { capture_id: 'uuid', visit_id: 'uuid', given: 'text', visit_key: 'text' },
    lookups.map((l) => ({
      capture_id: l.captureId,
      visit_id: l.visitId,
      given: l.given,
      visit_key: l.visitKey,
    })),
  );
  const res = await q.query<{ kind: string; k: string; email: string | null; lead: unknown }>(
    // `= any(array(...))`: index lookups whatever the planner guesses of the JSON's rows (an `in (...)`
    // over the union was planned as a hash join over all of lead_states).
    `with c as (select * from ${captures}),
       v as (select l.visit_id, l.email from lead_visits l where l.visit_id = any(array(select visit_id from c)))
     select 'seen' as kind, e.capture_id::text as k, null::text as email, null::jsonb as lead
       from lead_events e where e.capture_id = any(array(select capture_id from c))
     union all select 'visit', v.visit_id::text, v.email, null from v
     union all select 'own', o.visit_id::text, o.email, null from lead_own_visits o
       where o.visit_id = any(array(select visit_id from c))
     union all select 'lead', s.key, null, s.lead from lead_states s
       where s.key = any(array(select 'email:' || given from c where given is not null
                               union select 'email:' || email from v
                               union select visit_key from c))
     union all ${followUpsOfEmailsSql('select given from c where given is not null union select email from v', 'follow')}
     union all ${settingRowSql(SETTINGS.followUps, 'follow_settings')}`,
    params,
  );
  const state: StoredCaptureState = {
    seen: new Set(),
    visitEmails: new Map(),
    ownVisits: new Set(),
    leads: new Map(),
    followUps: new Map(),
    followUpSettings: undefined,
  };
  for (const row of res.rows) {
    if (row.kind === 'seen') state.seen.add(row.k);
    else if (row.kind === 'visit') state.visitEmails.set(row.k, row.email!);
    else if (row.kind === 'own') state.ownVisits.add(ownKey(row.k, row.email!));
    else if (row.kind === 'follow') state.followUps.set(row.k, followUpRowOf(row.lead));
    else if (row.kind === 'follow_settings') state.followUpSettings = row.lead;
    else state.leads.set(row.k, parse(row.lead));
  }
  return state;
}

/** The columns of a `lead_events` row and their SQL types: the one list the batch insert uses. */
const EVENT_COLUMNS = {
  capture_id: 'uuid',
  visit_id: 'uuid',
  email: 'text',
  form_type: 'text',
  stage: 'text',
  current_step: 'text',
  fields: 'jsonb',
  source: 'text',
  querystring: 'text',
  utm_source: 'text',
  utm_campaign: 'text',
  utm_medium: 'text',
  referrer: 'text',
  device: 'text',
  language: 'text',
  user_agent: 'text',
  client_time: 'timestamptz',
  received_at: 'timestamptz',
} as const;

type EventRow = Record<keyof typeof EVENT_COLUMNS, unknown>;

/**
 * One `lead_events` row. Attribution is read from the page address the capture came from: utm_source,
 * utm_medium, utm_campaign, and the referring host.
 */
export function eventRow(
  c: Capture,
  given: string | null,
  userAgent: string | undefined,
  now: Date,
): EventRow {
  const utm = (name: string) => queryParam(c.querystring, name)?.slice(0, 100) || null;
  return {
    capture_id: c.captureId,
    visit_id: c.visitId,
    email: given,
    form_type: c.formType,
    stage: c.stage,
    current_step: c.currentStep,
    fields: c.fields,
    source: c.source,
    querystring: c.querystring,
    utm_source: utm('utm_source'),
    utm_campaign: utm('utm_campaign'),
    utm_medium: utm('utm_medium'),
    referrer: c.referrer?.toLowerCase() ?? null,
    device: deviceOf(userAgent),
    // The page's language (issue 41): analytics splits the funnel by it (decision 0326).
    language: c.language ?? null,
    user_agent: userAgent?.slice(0, 500) ?? null,
    client_time: c.timestamp,
    received_at: now,
  };
}

/** Everything a batch writes. Visits and leads are keyed, so a later capture's row replaces an earlier one's. */
export interface CaptureRows {
  events: EventRow[];
  /** By lower-cased visit id. */
  visits: Map<string, { visit_id: string; email: string; joined_at: Date }>;
  /** By lead key. */
  leads: Map<string, { key: string; lead: Lead; updated_at: Date }>;
  /** The owner's alerts raised, one per lead (its latest; decision 0210). */
  alerts: Map<string, RaisedAlert>;
  /** Visits that started a lead, by `ownKey`. */
  ownVisits: Map<string, { visit_id: string; email: string; owned_at: Date }>;
  /** By e-mail: the visit that is now the lead's only own visit (a resume link's opening, decision 0235). */
  claims: Map<string, { email: string; visit_id: string }>;
  submissions: { patch: SubmissionPatch; now: Date }[];
  deliveries: NewDelivery[];
  mails: (MailDraft & { captureId: string; now: Date })[];
  /** Consent ledger rows the captures' boxes add (decision 0220). */
  consents: NewConsent[];
  /** The leads' follow-up sequences as the captures moved them, by e-mail (decision 0240). */
  followUps: Map<string, FollowUpWrite>;
}

export function noCaptureRows(): CaptureRows {
  return {
    events: [],
    visits: new Map(),
    leads: new Map(),
    ownVisits: new Map(),
    claims: new Map(),
    alerts: new Map(),
    submissions: [],
    deliveries: [],
    mails: [],
    consents: [],
    followUps: new Map(),
  };
}

/**
 * `insert ... on conflict do update` of `rows` into `table`, passed as one JSON parameter: the first
 * column of `types` is the conflict key, every other column takes the new row's value.
 */
function upsertAll(params: unknown[], table: string, types: ColumnTypes, rows: readonly object[]): string {
  const [key, ...rest] = Object.keys(types);
  const cols = [key, ...rest].join(', ');
  return `insert into ${table} (${cols}) select ${cols} from ${jsonRecordset(params, types, rows)}
      on conflict (${key}) do update set ${rest.map((c) => `${c} = excluded.${c}`).join(', ')}`;
}

/**
 * Writes a batch in one statement and returns the new deliveries' ids (in order). Every event must be
 * new (the read said so, under the batch's locks): if one was stored meanwhile, this throws and the
 * batch runs again capture by capture, which then sees it as a repeat.
 */
export async function writeCaptures(q: Queryable, rows: CaptureRows): Promise<string[]> {
  const cols = Object.keys(EVENT_COLUMNS).join(', ');
  const params: unknown[] = [];
  const events = jsonRecordset(
    params,
    { i: 'integer', ...EVENT_COLUMNS },
    rows.events.map((e, i) => ({ ...e, i })),
  );
  const parts = [
    `ev as (insert into lead_events (${cols}) select ${cols} from ${events} order by i
      on conflict (capture_id) do nothing returning 1)`,
  ];
  if (rows.visits.size > 0) {
    const types = { visit_id: 'uuid', email: 'text', joined_at: 'timestamptz' };
    parts.push(`vis as (${upsertAll(params, 'lead_visits', types, [...rows.visits.values()])})`);
  }
  if (rows.leads.size > 0) {
    const types = { key: 'text', lead: 'jsonb', updated_at: 'timestamptz' };
    parts.push(`st as (${upsertAll(params, 'lead_states', types, [...rows.leads.values()])})`);
  }
  if (rows.ownVisits.size > 0) {
    const types = { visit_id: 'uuid', email: 'text', owned_at: 'timestamptz' };
    const own = jsonRecordset(params, types, [...rows.ownVisits.values()]);
    parts.push(`own as (insert into lead_own_visits (visit_id, email, owned_at)
      select visit_id, email, owned_at from ${own} on conflict do nothing)`);
  }
  if (rows.claims.size > 0) {
    const claims = jsonRecordset(params, { email: 'text', visit_id: 'uuid' }, [...rows.claims.values()]);
    parts.push(`dis as (delete from lead_own_visits o using ${claims}
      where o.email = r.email and o.visit_id <> r.visit_id)`);
  }
  if (rows.submissions.length > 0) parts.push(`sub as (${submissionsUpsert(rows.submissions, params)})`);
  let ids: string[] = [];
  if (rows.deliveries.length > 0) {
    const d = deliveriesInsert(rows.deliveries, params);
    ids = d.ids;
    parts.push(`dl as (${d.sql})`);
  }
  if (rows.mails.length > 0) parts.push(`ml as (${mailsInsert(rows.mails, params)})`);
  if (rows.alerts.size > 0) parts.push(`al as (${alertsInsert([...rows.alerts.values()], params)})`);
  if (rows.consents.length > 0) parts.push(`cl as (${consentInsert(rows.consents, params)})`);
  if (rows.followUps.size > 0) parts.push(`fu as (${followUpsUpsert([...rows.followUps.values()], params)})`);
  const res = await q.query<{ inserted: number }>(
    `with ${parts.join(',\n')} select (select count(*) from ev)::int as inserted`,
    params,
  );
  if (res.rows[0]!.inserted !== rows.events.length) {
    throw new Error('A capture of this batch was stored by another transaction meanwhile');
  }
  return ids;
}
