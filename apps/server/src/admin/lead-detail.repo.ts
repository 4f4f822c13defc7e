/** One lead as its page shows it: the row, the folded model, the timeline, the deliveries, the slot. */
import type { Lead } from '@pw/funnel';
import { timelineOf, leadKey, type TimelineEvent } from '../leads/lead-events.repo.js';
import type { SubmissionRow } from '../store/lead-store.js';
import type { Queryable } from '../store/sql-db.js';
import { readSubmission } from '../store/sql-lead.store.js';
import { listDeliveries } from './deliveries.repo.js';

export interface LeadDetail {
  /** The spec's `onboarding_submissions` row. */
  lead: SubmissionRow;
  /** The folded camelCase lead (notes, quote lines, appointment), or null for a lead saved by hand only. */
  model: Lead | null;
  appointment: { date: string; time: string; bookedAt: string } | null;
  events: TimelineEvent[];
  deliveries: Record<string, unknown>[];
}

/** Every delivery of a lead is shown up to this many (newest first). */
const DELIVERY_LIMIT = 200;

export async function leadDetail(q: Queryable, email: string): Promise<LeadDetail | null> {
  const lead = await readSubmission(q, email);
  if (!lead) return null;
  const [state, slot, events, deliveries] = await Promise.all([
    q.query<{ lead: unknown }>('select lead from lead_states where key = $1', [leadKey.email(lead.email)]),
    q.query<{ date: string; time: string; booked_at: unknown }>(
      `select to_char(slot_date, 'YYYY-MM-DD') as date, slot_time as time, created_at as booked_at
       from appointments where email = $1 order by id desc limit 1`,
      [lead.email],
    ),
    timelineOf(q, lead.email),
    listDeliveries(q, { email: lead.email, limit: DELIVERY_LIMIT, offset: 0 }),
  ]);
  const raw = state.rows[0]?.lead;
  const s = slot.rows[0];
  return {
    lead,
    model: raw == null ? null : ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Lead),
    appointment: s
      ? {
          date: s.date,
          time: s.time,
          bookedAt: s.booked_at instanceof Date ? s.booked_at.toISOString() : String(s.booked_at),
        }
      : null,
    events,
    deliveries: deliveries.items,
  };
}
