/** SQL for the event log, visits and folded lead states (one transaction's worth, see capture.service). */
import { queryParam, type Capture, type Lead } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

/** mobile, tablet or desktop, from a User-Agent (good enough for a funnel chart, not for fingerprinting). */
export function deviceOf(userAgent: string | undefined): 'mobile' | 'tablet' | 'desktop' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|Nexus (7|9|10)|SM-T\d/i.test(ua)) return 'tablet';
  if (/Mobi|Android|iPhone|iPod/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** Appends the event; false when this capture id was seen before (a client retry). */
export async function appendEvent(
  q: Queryable,
  c: Capture,
  email: string | null,
  meta: { userAgent?: string; now: Date },
): Promise<boolean> {
  const res = await q.query(
    `insert into lead_events (capture_id, visit_id, email, form_type, stage, current_step, fields, source,
       querystring, utm_source, utm_campaign, device, user_agent, client_time, received_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (capture_id) do nothing returning id`,
    [
      c.captureId,
      c.visitId,
      email,
      c.formType,
      c.stage,
      c.currentStep,
      JSON.stringify(c.fields),
      c.source,
      c.querystring,
      queryParam(c.querystring, 'utm_source')?.slice(0, 100) || null,
      queryParam(c.querystring, 'utm_campaign')?.slice(0, 100) || null,
      deviceOf(meta.userAgent),
      meta.userAgent?.slice(0, 500) ?? null,
      c.timestamp,
      meta.now,
    ],
  );
  return res.rows.length > 0;
}

/** Ties a visit to an e-mail (the latest e-mail given in the visit wins). */
export async function linkVisit(q: Queryable, visitId: string, email: string, now: Date): Promise<void> {
  await q.query(
    `insert into lead_visits (visit_id, email, joined_at) values ($1, $2, $3)
     on conflict (visit_id) do update set email = excluded.email, joined_at = excluded.joined_at`,
    [visitId, email, now],
  );
}

export async function emailOfVisit(q: Queryable, visitId: string): Promise<string | null> {
  const res = await q.query<{ email: string }>('select email from lead_visits where visit_id = $1', [
    visitId,
  ]);
  return res.rows[0]?.email ?? null;
}

export const leadKey = {
  email: (email: string) => `email:${email}`,
  visit: (visitId: string) => `visit:${visitId}`,
};

export async function loadLead(q: Queryable, key: string): Promise<Lead | undefined> {
  const res = await q.query<{ lead: Lead | string }>('select lead from lead_states where key = $1', [key]);
  const lead = res.rows[0]?.lead;
  return typeof lead === 'string' ? (JSON.parse(lead) as Lead) : lead;
}

export async function saveLead(q: Queryable, key: string, lead: Lead, now: Date): Promise<void> {
  await q.query(
    `insert into lead_states (key, lead, updated_at) values ($1, $2, $3)
     on conflict (key) do update set lead = excluded.lead, updated_at = excluded.updated_at`,
    [key, JSON.stringify(lead), now],
  );
}

export interface TimelineEvent {
  captureId: string;
  visitId: string;
  stage: string;
  formType: string;
  currentStep: string;
  fields: Record<string, unknown>;
  source: string;
  querystring: string;
  device: string;
  userAgent: string | null;
  clientTime: string | null;
  receivedAt: string;
}

/** Every event of a lead: those carrying its e-mail and those of visits joined to it, oldest first. */
export async function timelineOf(q: Queryable, email: string): Promise<TimelineEvent[]> {
  const res = await q.query<Record<string, unknown>>(
    `select * from lead_events e
     where e.email = $1 or e.visit_id in (select visit_id from lead_visits where email = $1)
     order by e.received_at, e.id`,
    [email],
  );
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);
  return res.rows.map((r) => ({
    captureId: String(r.capture_id),
    visitId: String(r.visit_id),
    stage: String(r.stage),
    formType: String(r.form_type),
    currentStep: String(r.current_step),
    fields: (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as Record<string, unknown>,
    source: String(r.source),
    querystring: String(r.querystring),
    device: String(r.device),
    userAgent: (r.user_agent as string | null) ?? null,
    clientTime: iso(r.client_time),
    receivedAt: iso(r.received_at) ?? '',
  }));
}
