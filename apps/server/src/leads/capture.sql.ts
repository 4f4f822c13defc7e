/**
 * A capture in two statements instead of ten: one read (seen before? the lead so far) and one write that
 * appends the event and, only when the event is new, links the visit, saves the folded lead, upserts the
 * lead row and enqueues the webhook (and a booking's e-mails). Fewer round trips is what makes PGlite reach the capture budget.
 */
import { queryParam, type Capture, type Lead } from '@pw/funnel';
import type { SubmissionPatch } from '../store/lead-store.js';
import type { Queryable } from '../store/sql-db.js';
import { submissionUpsert } from '../store/sql-lead.store.js';
import type { MailDraft } from '../mail/booking-mails.js';
import { mailInsert } from '../mail/mail.store.js';
import { deliveryInsert } from '../webhooks/outbox.store.js';
import { deviceOf, leadKey } from './lead-events.repo.js';

const parse = (v: unknown): Lead | undefined =>
  v == null ? undefined : typeof v === 'string' ? (JSON.parse(v) as Lead) : (v as Lead);

/** Whether this capture id was seen, the lead's e-mail (given or joined through the visit) and its state. */
export async function readCaptureState(
  q: Queryable,
  c: Capture,
  given: string | null,
): Promise<{ duplicate: boolean; email: string | null; emailLead?: Lead; visitLead?: Lead }> {
  const res = await q.query<{ dup: boolean; email: string | null; email_lead: unknown; visit_lead: unknown }>(
    `with k as (select coalesce($2::text, (select email from lead_visits where visit_id = $3::uuid)) as email)
     select exists (select 1 from lead_events where capture_id = $1::uuid) as dup,
            (select email from k) as email,
            (select lead from lead_states where key = 'email:' || (select email from k)) as email_lead,
            (select lead from lead_states where key = $4::text) as visit_lead`,
    [c.captureId, given, c.visitId, leadKey.visit(c.visitId)],
  );
  const row = res.rows[0]!;
  const emailLead = parse(row.email_lead);
  const visitLead = parse(row.visit_lead);
  return {
    duplicate: row.dup,
    email: row.email,
    ...(emailLead ? { emailLead } : {}),
    ...(visitLead ? { visitLead } : {}),
  };
}

export interface CaptureWrite {
  capture: Capture;
  given: string | null;
  key: string;
  lead: Lead;
  patch: SubmissionPatch | null;
  webhookBody: string | null;
  /** E-mails to queue with the capture (a new booking's, when SMTP is configured). */
  mails?: MailDraft[];
  userAgent?: string;
  now: Date;
}

/**
 * The values of one `lead_events` row, $1 to $17 of `INSERT_EVENT`. Attribution is read from the page
 * address the capture came from: utm_source, utm_medium, utm_campaign, and the referring host.
 */
function eventParams(c: Capture, given: string | null, userAgent: string | undefined, now: Date): unknown[] {
  const utm = (name: string) => queryParam(c.querystring, name)?.slice(0, 100) || null;
  return [
    c.captureId,
    c.visitId,
    given,
    c.formType,
    c.stage,
    c.currentStep,
    JSON.stringify(c.fields),
    c.source,
    c.querystring,
    utm('utm_source'),
    utm('utm_campaign'),
    deviceOf(userAgent),
    userAgent?.slice(0, 500) ?? null,
    c.timestamp,
    now,
    utm('utm_medium'),
    c.referrer?.toLowerCase() ?? null,
  ];
}

const INSERT_EVENT = `insert into lead_events (capture_id, visit_id, email, form_type, stage, current_step, fields,
    source, querystring, utm_source, utm_campaign, device, user_agent, client_time, received_at, utm_medium, referrer)
  values ($1::uuid, $2::uuid, $3::text, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14::timestamptz,
    $15::timestamptz, $16::text, $17::text)
  on conflict (capture_id) do nothing`;

/**
 * Appends an analytics-only event (a screen view): the event log alone, no lead, no row, no webhook.
 * Returns false when the capture id was seen before.
 */
export async function writeViewEvent(
  q: Queryable,
  c: Capture,
  meta: { userAgent?: string; now: Date },
): Promise<boolean> {
  const res = await q.query(`${INSERT_EVENT} returning id`, eventParams(c, null, meta.userAgent, meta.now));
  return res.rows.length > 0;
}

/**
 * Writes everything in one statement. `inserted` is false when the capture id was seen before (nothing
 * is written then); `deliveryId` is the webhook delivery enqueued, or null when none was (a repeat, or a
 * capture without an e-mail or a webhook body).
 */
export async function writeCapture(
  q: Queryable,
  w: CaptureWrite,
): Promise<{ inserted: boolean; deliveryId: string | null }> {
  const params = eventParams(w.capture, w.given, w.userAgent, w.now);
  params.push(w.key, JSON.stringify(w.lead));
  const parts = [
    `ev as (${INSERT_EVENT} returning id)`,
    `vis as (insert into lead_visits (visit_id, email, joined_at)
      select $2::uuid, $3::text, $15::timestamptz where $3::text is not null and exists (select 1 from ev)
      on conflict (visit_id) do update set email = excluded.email, joined_at = excluded.joined_at)`,
    `st as (insert into lead_states (key, lead, updated_at) select $18::text, $19::jsonb, $15::timestamptz
      where exists (select 1 from ev)
      on conflict (key) do update set lead = excluded.lead, updated_at = excluded.updated_at)`,
  ];
  let deliveryId: string | null = null;
  if (w.patch) {
    const u = submissionUpsert(w.patch, w.now, params);
    parts.push(`sub as (insert into onboarding_submissions (${u.columns}) select ${u.values}
      where exists (select 1 from ev) ${u.conflict})`);
  }
  if (w.patch && w.webhookBody !== null) {
    const d = deliveryInsert(
      { leadKey: w.patch.email, captureId: w.capture.captureId, body: w.webhookBody, now: w.now },
      params,
      'where exists (select 1 from ev)',
    );
    deliveryId = d.id;
    parts.push(`dl as (${d.sql})`);
  }
  (w.mails ?? []).forEach((m, i) => {
    const sql = mailInsert(
      { ...m, captureId: w.capture.captureId, now: w.now },
      params,
      'where exists (select 1 from ev)',
    );
    parts.push(`ml${i} as (${sql})`);
  });
  const res = await q.query<{ inserted: number }>(
    `with ${parts.join(',\n')} select (select count(*) from ev)::int as inserted`,
    params,
  );
  const inserted = res.rows[0]!.inserted > 0;
  return { inserted, deliveryId: inserted ? deliveryId : null };
}
