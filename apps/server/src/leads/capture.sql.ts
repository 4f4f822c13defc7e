/**
 * A capture in two statements instead of ten: one read (seen before? the lead so far) and one write that
 * appends the event and, only when the event is new, links the visit, saves the folded lead, upserts the
 * lead row and enqueues the webhook. Fewer round trips is what makes PGlite reach the capture budget.
 */
import { queryParam, type Capture, type Lead } from '@pw/funnel';
import type { SubmissionPatch } from '../store/lead-store.js';
import type { Queryable } from '../store/sql-db.js';
import { submissionUpsert } from '../store/sql-lead.store.js';
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
  userAgent?: string;
  now: Date;
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
  const c = w.capture;
  const params: unknown[] = [
    c.captureId,
    c.visitId,
    w.given,
    c.formType,
    c.stage,
    c.currentStep,
    JSON.stringify(c.fields),
    c.source,
    c.querystring,
    queryParam(c.querystring, 'utm_source')?.slice(0, 100) || null,
    queryParam(c.querystring, 'utm_campaign')?.slice(0, 100) || null,
    deviceOf(w.userAgent),
    w.userAgent?.slice(0, 500) ?? null,
    c.timestamp,
    w.now,
    w.key,
    JSON.stringify(w.lead),
  ];
  const parts = [
    `ev as (insert into lead_events (capture_id, visit_id, email, form_type, stage, current_step, fields, source,
        querystring, utm_source, utm_campaign, device, user_agent, client_time, received_at)
      values ($1::uuid, $2::uuid, $3::text, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14::timestamptz, $15::timestamptz)
      on conflict (capture_id) do nothing returning id)`,
    `vis as (insert into lead_visits (visit_id, email, joined_at)
      select $2::uuid, $3::text, $15::timestamptz where $3::text is not null and exists (select 1 from ev)
      on conflict (visit_id) do update set email = excluded.email, joined_at = excluded.joined_at)`,
    `st as (insert into lead_states (key, lead, updated_at) select $16::text, $17::jsonb, $15::timestamptz
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
      { leadKey: w.patch.email, captureId: c.captureId, body: w.webhookBody, now: w.now },
      params,
      'where exists (select 1 from ev)',
    );
    deliveryId = d.id;
    parts.push(`dl as (${d.sql})`);
  }
  const res = await q.query<{ inserted: number }>(
    `with ${parts.join(',\n')} select (select count(*) from ev)::int as inserted`,
    params,
  );
  const inserted = res.rows[0]!.inserted > 0;
  return { inserted, deliveryId: inserted ? deliveryId : null };
}
