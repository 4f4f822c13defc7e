/**
 * What the follow-ups won back (issue 20 §4): the leads whose first follow-up went out in [from, to), those
 * of them who booked after one (recovered) and the quoted value of those bookings, by message (the last
 * one before the booking) and by source, and how each sequence ended (its drop-outs). A follow-up is a row
 * of the text or mail outbox tagged with its sequence and step (decision 0241); one given up (dead) or
 * dropped when it would have gone (decision 0308) never reached the prospect and does not count. One query reads a row per message; the sums are made here.
 */
import type { FollowUpOutcome, FollowUpReport, RecoveryFigures } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

/** Each lead followed up in the range, with its sequence's end, its value and its first booking after. */
const FOLLOWED = `with m as (
    select f.email, d.follow_up_step as step, d.created_at
    from sms_deliveries d join follow_ups f on f.id = d.follow_up_id where d.status not in ('dead', 'dropped')
    union all
    select f.email, d.follow_up_step as step, d.created_at
    from mail_deliveries d join follow_ups f on f.id = d.follow_up_id where d.status not in ('dead', 'dropped')),
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

/** How a sequence ended, or that it still runs: the chart's stop reason, a booking first. */
const OUTCOME = `case when fl.booked_at is not null then 'recovered'
  when fl.state <> 'stopped' then 'running'
  when fl.stop_reason = 'sequenceDone' then 'noAnswer'
  when fl.stop_reason in ('withdrawn', 'owner') then fl.stop_reason
  else 'returned' end`;

/** One row per message a followed-up lead got, with the lead's figures beside it. */
interface MessageRow {
  email: string;
  message: number;
  /** This message was the last before the lead booked. */
  won: boolean;
  booked: boolean;
  value: number;
  source: string;
  outcome: FollowUpOutcome;
}

/** Sums of leads, recovered leads and their value, grouped by `key`, in first-seen order. */
function figuresBy<K>(rows: readonly { key: K; won: boolean; value: number }[]): Map<K, RecoveryFigures> {
  const out = new Map<K, RecoveryFigures>();
  for (const r of rows) {
    const f = out.get(r.key) ?? { followedUp: 0, recovered: 0, recoveredValue: 0 };
    f.followedUp += 1;
    if (r.won) {
      f.recovered += 1;
      f.recoveredValue += r.value;
    }
    out.set(r.key, f);
  }
  return out;
}

export async function followUpsReport(q: Queryable, from: Date, to: Date): Promise<FollowUpReport> {
  const res = await q.query<MessageRow>(
    `${FOLLOWED} select pm.email, pm.message::int as message, pm.won, fl.booked_at is not null as booked,
       pm.value::int as value, fl.source, ${OUTCOME} as outcome
     from pm join fl on fl.email = pm.email order by pm.email, pm.message`,
    [from, to],
  );
  const messages = res.rows.map((r) => ({ ...r, message: Number(r.message), value: Number(r.value) }));
  // One row per lead: every message's row carries the same figures of its lead.
  const leads = [...new Map(messages.map((m) => [m.email, m])).values()];
  const total = figuresBy(leads.map((l) => ({ key: '', won: l.booked, value: l.value }))).get('');
  const byMessage = figuresBy(
    [...messages]
      .sort((a, b) => a.message - b.message)
      .map((m) => ({ key: m.message, won: m.won, value: m.value })),
  );
  const bySource = figuresBy(leads.map((l) => ({ key: l.source, won: l.booked, value: l.value })));
  const outcomes = new Map<FollowUpOutcome, number>();
  for (const l of leads) outcomes.set(l.outcome, (outcomes.get(l.outcome) ?? 0) + 1);
  return {
    ...(total ?? { followedUp: 0, recovered: 0, recoveredValue: 0 }),
    byMessage: [...byMessage].map(([message, f]) => ({ message, ...f })),
    bySource: [...bySource]
      .map(([value, f]) => ({ value, ...f }))
      .sort(
        (a, b) =>
          b.recoveredValue - a.recoveredValue ||
          b.followedUp - a.followedUp ||
          a.value.localeCompare(b.value),
      ),
    outcomes: [...outcomes]
      .map(([outcome, n]) => ({ outcome, leads: n }))
      .sort((a, b) => b.leads - a.leads || a.outcome.localeCompare(b.outcome)),
  };
}
