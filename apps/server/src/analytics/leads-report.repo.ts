/**
 * Marketing's lead-level figures over a range of UTC days: quoted and booked value, breakdowns by
 * property type and service, the median time from a lead's first step to its booking, and the leads who
 * stopped at each step with the quoted value left on the table. These read leads (rows with an e-mail),
 * not visits, so they come from `onboarding_submissions`, `lead_states` and `appointments`: a range holds
 * thousands of leads, not millions of events, and the indexes of migration 0004 find them.
 */
import type { LeadsReport, StoppedLead, ValueRow } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';
import { jsonOf } from '../store/row-values.js';

export const STOPPED_LIMIT = 25;

/** Leads created in [from, to), with whether each is booked. */
const IN_RANGE = `with l as (
  select s.email, s.name, s.phone, s.propertytype, s.stage, s.quoted_price, s.updated_at,
         exists (select 1 from appointments a where a.email = s.email) as booked
  from onboarding_submissions s
  where coalesce(s.timestamp, 'epoch'::timestamptz) >= $1 and coalesce(s.timestamp, 'epoch'::timestamptz) < $2)`;

const SUMS = `count(*)::int as leads, count(quoted_price)::int as quoted, count(*) filter (where booked)::int as booked,
  coalesce(sum(quoted_price), 0)::int as quoted_value,
  coalesce(sum(quoted_price) filter (where booked), 0)::int as booked_value`;

type SumRow = {
  value: string;
  leads: number;
  quoted: number;
  booked: number;
  quoted_value: number;
  booked_value: number;
};
const toValueRow = (r: SumRow): ValueRow => ({
  value: r.value,
  leads: Number(r.leads),
  quoted: Number(r.quoted),
  booked: Number(r.booked),
  quotedValue: Number(r.quoted_value),
  bookedValue: Number(r.booked_value),
});

export async function leadsReport(q: Queryable, from: Date, to: Date): Promise<LeadsReport> {
  const range = [from, to];
  const totals = await q.query<SumRow>(`${IN_RANGE} select '' as value, ${SUMS} from l`, range);
  const byType = await q.query<SumRow>(
    `${IN_RANGE} select coalesce(nullif(propertytype, ''), '(not given)') as value, ${SUMS}
     from l group by 1 order by quoted_value desc, value`,
    range,
  );
  // A service's value is its own quote line, not the lead's whole quote.
  const byService = await q.query<SumRow>(
    `${IN_RANGE} select line->>'name' as value, count(*)::int as leads, count(*)::int as quoted,
            count(*) filter (where l.booked)::int as booked,
            coalesce(sum((line->>'price')::int), 0)::int as quoted_value,
            coalesce(sum((line->>'price')::int) filter (where l.booked), 0)::int as booked_value
     from l join lead_states st on st.key = 'email:' || l.email
     cross join lateral jsonb_array_elements(case when jsonb_typeof(st.lead->'quoteDetails') = 'array'
                                                  then st.lead->'quoteDetails' else '[]'::jsonb end) line
     group by 1 order by quoted_value desc, value`,
    range,
  );
  const booking = await q.query<{ bookings: number; median_s: number | null }>(
    `with b as (select email, min(received_at) as booked_at from lead_events
                where stage = 'appointment_scheduled' and received_at >= $1 and received_at < $2 and email is not null
                group by email)
     select count(*)::int as bookings,
            percentile_cont(0.5) within group (order by extract(epoch from b.booked_at - f.first_at)) as median_s
     from b cross join lateral (
       select min(received_at) as first_at from (
         select received_at from lead_events where email = b.email
         union all
         select e.received_at from lead_events e join lead_visits v on v.visit_id = e.visit_id where v.email = b.email
       ) x) f`,
    range,
  );
  const stopped = await q.query<{
    stage: string;
    leads: number;
    left_on_table: number;
    items: unknown;
  }>(
    `${IN_RANGE} select stage, count(*)::int as leads, coalesce(sum(quoted_price), 0)::int as left_on_table,
       (select json_agg(json_build_object('email', t.email, 'name', t.name, 'phone', t.phone,
                 'quotedPrice', t.quoted_price, 'lastActivity', t.updated_at))
        from (select * from l l2 where l2.stage = l.stage and not l2.booked
              order by l2.quoted_price desc nulls last, l2.updated_at desc limit ${STOPPED_LIMIT}) t) as items
     from l where not booked and stage is not null and stage <> 'process_completed'
     group by stage`,
    range,
  );
  const waitlist = await q.query<{ n: number }>(
    `select count(distinct email)::int as n from lead_events
     where stage = 'waitlist_joined' and received_at >= $1 and received_at < $2 and email is not null`,
    range,
  );
  const median = booking.rows[0]?.median_s;
  return {
    totals: (({ value: _v, ...t }) => t)(toValueRow({ ...totals.rows[0]!, value: '' })),
    byPropertyType: byType.rows.map(toValueRow),
    byService: byService.rows.map(toValueRow),
    toBooking: {
      bookings: Number(booking.rows[0]?.bookings ?? 0),
      medianMinutes: median == null ? null : Math.round(Number(median) / 60),
    },
    waitlist: Number(waitlist.rows[0]?.n ?? 0),
    stopped: stopped.rows.map((r) => ({
      stage: r.stage,
      leads: Number(r.leads),
      leftOnTable: Number(r.left_on_table),
      items: jsonOf<StoppedLead[] | null>(r.items) ?? [],
    })),
  };
}
