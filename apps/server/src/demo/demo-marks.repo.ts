/**
 * The sample data's own table, `demo_marks` (migration 0028, decision 0317), and the one removal: every
 * row of every table that a marked visit, e-mail or price-book version reaches, and nothing else. The
 * removal names every table a sample lead can reach (the capture path's, the outboxes', the follow-ups',
 * the owner's marks); `demo.test.ts` holds it to that by comparing every table before a fill and after a
 * removal.
 */
import type { Queryable } from '../store/sql-db.js';

export type DemoMarkKind = 'visit' | 'email' | 'price_book';

/** Records what a fill added (in its transaction). */
export async function addMarks(
  q: Queryable,
  kind: DemoMarkKind,
  refs: readonly string[],
  now: Date,
): Promise<void> {
  if (refs.length === 0) return;
  await q.query(
    `insert into demo_marks (kind, ref, added_at)
     select $1, r, $3 from jsonb_array_elements_text($2::jsonb) r on conflict do nothing`,
    [kind, JSON.stringify(refs), now],
  );
}

/** How many sample leads, visits and price-book versions the store holds now. */
export async function markCounts(q: Queryable): Promise<Record<DemoMarkKind, number>> {
  const res = await q.query<{ kind: DemoMarkKind; n: number }>(
    'select kind, count(*)::int as n from demo_marks group by kind',
  );
  const counts = { visit: 0, email: 0, price_book: 0 };
  for (const r of res.rows) counts[r.kind] = Number(r.n);
  return counts;
}

const EMAILS = `(select ref from demo_marks where kind = 'email')`;
const VISITS = `(select ref::uuid from demo_marks where kind = 'visit')`;

/**
 * Deletes every sample row, children before parents, in the caller's transaction; answers the rows
 * removed per table. The funnel's roll-up of the days sample events fell on is dropped and rebuilt from
 * the events on the next read (decision 0018), as an event arriving on a rolled-up day does.
 */
export async function removeMarked(q: Queryable): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const run = async (table: string, sql: string) => {
    const res = await q.query<{ n: number }>(
      `with gone as (${sql} returning 1) select count(*)::int as n from gone`,
    );
    removed[table] = (removed[table] ?? 0) + Number(res.rows[0]?.n ?? 0);
  };
  const days = `(select distinct (received_at at time zone 'UTC')::date from lead_events
                 where visit_id in ${VISITS} or lower(email) in ${EMAILS})`;
  await run('funnel_daily', `delete from funnel_daily where day in ${days}`);
  await run('funnel_rollup_days', `delete from funnel_rollup_days where day in ${days}`);
  await run('funnel_multiday', `delete from funnel_multiday where day in ${days} or visit_id in ${VISITS}`);
  await run(
    'lead_events',
    `delete from lead_events where visit_id in ${VISITS} or lower(email) in ${EMAILS}`,
  );
  await run(
    'lead_visits',
    `delete from lead_visits where visit_id in ${VISITS} or lower(email) in ${EMAILS}`,
  );
  await run(
    'lead_own_visits',
    `delete from lead_own_visits where visit_id in ${VISITS} or lower(email) in ${EMAILS}`,
  );
  await run(
    'lead_states',
    `delete from lead_states where key in (select 'email:' || ref from demo_marks where kind = 'email')
       or key in (select 'visit:' || ref from demo_marks where kind = 'visit')`,
  );
  await run(
    'webhook_attempts',
    `delete from webhook_attempts where delivery_id in (select id from webhook_deliveries where lead_key in ${EMAILS})`,
  );
  await run('webhook_deliveries', `delete from webhook_deliveries where lead_key in ${EMAILS}`);
  await run(
    'owner_alert_sends',
    `delete from owner_alert_sends where alert_id in (select id from owner_alerts where email in ${EMAILS})`,
  );
  await run(
    'push_deliveries',
    `delete from push_deliveries where alert_id in (select id from owner_alerts where email in ${EMAILS})`,
  );
  await run('owner_alerts', `delete from owner_alerts where email in ${EMAILS}`);
  for (const table of ['sms_deliveries', 'mail_deliveries']) {
    await run(
      table,
      `delete from ${table} where lead_email in ${EMAILS}
         or follow_up_id in (select id from follow_ups where email in ${EMAILS})`,
    );
  }
  await run('follow_ups', `delete from follow_ups where email in ${EMAILS}`);
  await run(
    'consent_ledger',
    `delete from consent_ledger where lead_email in ${EMAILS} or visit_id in ${VISITS}`,
  );
  for (const table of ['appointments', 'booking_tokens', 'resume_tokens', 'lead_contacts']) {
    await run(table, `delete from ${table} where lower(email) in ${EMAILS}`);
  }
  await run('onboarding_submissions', `delete from onboarding_submissions where lower(email) in ${EMAILS}`);
  await run(
    'price_books',
    `delete from price_books where version in (select ref::int from demo_marks where kind = 'price_book')`,
  );
  await run('demo_marks', 'delete from demo_marks');
  return removed;
}
