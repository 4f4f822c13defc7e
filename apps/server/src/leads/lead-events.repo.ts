/** The event log as the owner reads it, and the keys of folded lead states (writes: capture.sql.ts). */
import { ANALYTICS_STAGES, type Lead, type LeadFields, type TimelineEvent } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';
import { isoOf, jsonOf, textOrNull } from '../store/row-values.js';

/** mobile, tablet or desktop, from a User-Agent (good enough for a funnel chart, not for fingerprinting). */
export function deviceOf(userAgent: string | undefined): 'mobile' | 'tablet' | 'desktop' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|Nexus (7|9|10)|SM-T\d/i.test(ua)) return 'tablet';
  if (/Mobi|Android|iPhone|iPod/i.test(ua)) return 'mobile';
  return 'desktop';
}

export const leadKey = {
  email: (email: string) => `email:${email}`,
  visit: (visitId: string) => `visit:${visitId}`,
};

/**
 * Every capture of a lead, oldest first: those carrying its e-mail and those of visits joined to it.
 * Analytics-only events (screen views) are not captures and are left out. Two indexed lookups joined by
 * `union` (an `or` across them would scan the whole log).
 */
export async function timelineOf(q: Queryable, email: string): Promise<TimelineEvent[]> {
  const only = ANALYTICS_STAGES.map((st) => `'${st}'`).join(', ');
  const res = await q.query<Record<string, unknown>>(
    `select * from (
       select * from lead_events where email = $1
       union
       select * from lead_events where visit_id in (select visit_id from lead_visits where email = $1)
     ) e where e.stage not in (${only})
     order by e.received_at, e.id`,
    [email],
  );
  return res.rows.map((r) => ({
    captureId: String(r.capture_id),
    visitId: String(r.visit_id),
    stage: String(r.stage),
    formType: String(r.form_type),
    currentStep: String(r.current_step),
    fields: jsonOf<Record<string, unknown>>(r.fields),
    source: String(r.source),
    querystring: String(r.querystring),
    utmSource: textOrNull(r.utm_source),
    utmMedium: textOrNull(r.utm_medium),
    utmCampaign: textOrNull(r.utm_campaign),
    referrer: textOrNull(r.referrer),
    device: String(r.device),
    userAgent: textOrNull(r.user_agent),
    clientTime: isoOf(r.client_time),
    receivedAt: isoOf(r.received_at) ?? '',
  }));
}

/**
 * The fields one capture carried as it arrived (its event), or null when the log has no such capture. The
 * manage page shows a booking as its own capture gave it, never the lead's later data (decision 0205).
 */
export async function fieldsOfCapture(q: Queryable, captureId: string): Promise<LeadFields | null> {
  const res = await q.query<{ fields: unknown }>('select fields from lead_events where capture_id = $1', [
    captureId,
  ]);
  const raw = res.rows[0]?.fields;
  if (raw == null) return null;
  return jsonOf<LeadFields>(raw);
}

/** The lead of an e-mail key as every capture so far folded it (`lead_states`), or null. */
export async function leadStateOf(q: Queryable, email: string): Promise<Lead | null> {
  const res = await q.query<{ lead: unknown }>('select lead from lead_states where key = $1', [
    leadKey.email(email),
  ]);
  const raw = res.rows[0]?.lead;
  if (raw == null) return null;
  return jsonOf<Lead>(raw);
}

/** Whether the visit is one of the lead's own (`lead_own_visits`, written by the capture's statement). */
export async function ownsLead(q: Queryable, visitId: string, email: string): Promise<boolean> {
  const res = await q.query('select 1 from lead_own_visits where visit_id = $1 and email = $2', [
    visitId.toLowerCase(),
    email,
  ]);
  return res.rows.length > 0;
}
