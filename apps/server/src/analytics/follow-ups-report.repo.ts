/**
 * What the follow-ups won back (issue 20 §4): the leads whose first follow-up went out in [from, to), those
 * of them who booked after one (recovered) and the quoted value of those bookings, by message (the last
 * one before the booking) and by source, and how each sequence ended (its drop-outs). A follow-up is a row
 * of the text or mail outbox tagged with its sequence and step (decision 0241); one given up (dead) never
 * reached the prospect and does not count.
 */
import type { FollowUpOutcome, FollowUpReport, RecoveryFigures } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

/** Each lead followed up in the range, with its sequence's end, its value and its first booking after. */
const FOLLOWED = `with m as (
    select f.email, d.follow_up_step as step, d.created_at
    from sms_deliveries d join follow_ups f on f.id = d.follow_up_id where d.status <> 'dead'
    union all
    select f.email, d.follow_up_step as step, d.created_at
    from mail_deliveries d join follow_ups f on f.id = d.follow_up_id where d.status <> 'dead'),
  firsts as (
    select email, min(created_at) as first_at from m group by email
    having min(created_at) >= $1 and min(created_at) < $2),
  fl as (
    select fs.email, f.state, f.stop_reason, coalesce(s.quoted_price, 0) as value,
           coalesce(nullif(s.conversionsource, ''), 'direct') as source, b.booked_at
    from firsts fs
    join follow_ups f on f.email = fs.email
    left join onboarding_submissions s on s.email = fs.email
    left join lateral (select min(a.created_at) as booked_at from appointments a
                       where a.email = fs.email and a.created_at >= fs.first_at) b on true),
  -- Each message a followed-up lead got, and whether it was the last before the lead booked.
  pm as (
    select m.email, m.step + 1 as message, fl.value,
           fl.booked_at is not null and m.created_at <= fl.booked_at and not exists (
             select 1 from m later where later.email = m.email
               and later.created_at > m.created_at and later.created_at <= fl.booked_at) as won
    from m join fl on fl.email = m.email)`;

const FIGURES = `count(*)::int as followed_up, count(*) filter (where won)::int as recovered,
  coalesce(sum(value) filter (where won), 0)::int as recovered_value`;

type FigureRow = { followed_up: number; recovered: number; recovered_value: number };
const figures = (r: FigureRow): RecoveryFigures => ({
  followedUp: Number(r.followed_up),
  recovered: Number(r.recovered),
  recoveredValue: Number(r.recovered_value),
});

/** How a sequence ended, or that it still runs: the chart's stop reason, a booking first. */
const OUTCOME = `case when booked_at is not null then 'recovered'
  when state <> 'stopped' then 'running'
  when stop_reason = 'sequenceDone' then 'noAnswer'
  when stop_reason in ('withdrawn', 'owner') then stop_reason
  else 'returned' end`;

export async function followUpsReport(q: Queryable, from: Date, to: Date): Promise<FollowUpReport> {
  const range = [from, to];
  const leads = `${FOLLOWED}, lw as (select fl.*, booked_at is not null as won from fl)`;
  const totals = await q.query<FigureRow>(`${leads} select ${FIGURES} from lw`, range);
  const byMessage = await q.query<FigureRow & { message: number }>(
    `${FOLLOWED} select message, ${FIGURES} from pm group by message order by message`,
    range,
  );
  const bySource = await q.query<FigureRow & { value: string }>(
    `${leads} select source as value, ${FIGURES} from lw group by source
     order by recovered_value desc, followed_up desc, source`,
    range,
  );
  const outcomes = await q.query<{ outcome: FollowUpOutcome; leads: number }>(
    `${FOLLOWED} select ${OUTCOME} as outcome, count(*)::int as leads from fl group by 1 order by 2 desc, 1`,
    range,
  );
  return {
    ...figures(totals.rows[0]!),
    byMessage: byMessage.rows.map((r) => ({ message: Number(r.message), ...figures(r) })),
    bySource: bySource.rows.map((r) => ({ value: r.value, ...figures(r) })),
    outcomes: outcomes.rows.map((r) => ({ outcome: r.outcome, leads: Number(r.leads) })),
  };
}
