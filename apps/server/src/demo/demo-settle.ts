/**
 * The sample leads' outbox rows, settled before the fill commits (decision 0317): no worker ever sees one
 * pending, so nothing is sent to a webhook, a phone or a mailbox. Each gets an outcome a busy season shows
 * (most webhooks delivered at once, a few after a retry, a few given up; texts and e-mails mostly sent),
 * decided by its id's hash, so a seed settles the same way every time.
 */
import type { Queryable } from '../store/sql-db.js';

/** Where the sample deliveries say they went: a catch hook that is plainly not the owner's. */
export const SAMPLE_WEBHOOK_URL = 'https://hooks.zapier.com/hooks/catch/0000000/sample-data/';

const EMAILS = `(select ref from demo_marks where kind = 'email')`;
/** 0-99 from a row's id, the same on every store. */
const DICE = (id: string) => `(('x' || substr(md5(${id}::text), 1, 4))::bit(16)::int % 100)`;

export async function settleOutboxes(q: Queryable): Promise<void> {
  // Webhooks: 1 attempt (200) for most, 2 (503 then 200) for some, 5 failures then dead for a few.
  await q.query(
    `with d as (select id, created_at, ${DICE('id')} as r from webhook_deliveries
                where lead_key in ${EMAILS} and status = 'pending'),
          tries as (select d.id, d.created_at, d.r, a.n,
                      case when d.r < 3 then 5 when d.r < 9 then 2 else 1 end as total
                    from d cross join generate_series(1, 5) a(n)),
          ins as (insert into webhook_attempts
                    (delivery_id, attempt, url, started_at, duration_ms, status_code, error, response_excerpt)
                  select id, n, $1, created_at + make_interval(secs => 2 + (n - 1) * n * 30), 180 + r * 7,
                         case when n = total and r >= 3 then 200 when r < 3 and n % 2 = 0 then null else 503 end,
                         case when r < 3 and n % 2 = 0 then 'timeout after 10000 ms' end,
                         case when n = total and r >= 3 then '{"status":"success"}' else 'Service Unavailable' end
                  from tries where n <= total returning 1)
     update webhook_deliveries w
        set status = case when d.r < 3 then 'dead' else 'delivered' end,
            attempts = case when d.r < 3 then 5 when d.r < 9 then 2 else 1 end,
            last_status = case when d.r < 3 then 503 else 200 end,
            last_error = case when d.r < 3 then 'HTTP 503 Service Unavailable' end,
            delivered_at = case when d.r >= 3 then d.created_at + interval '32 seconds' end,
            locked_until = null
       from d where w.id = d.id`,
    [SAMPLE_WEBHOOK_URL],
  );
  await q.query(
    `update owner_alerts set status = 'sent', attempts = 1, sent_at = first_at + interval '40 seconds',
       locked_until = null
     where email in ${EMAILS} and status = 'pending'`,
  );
  // Follow-up texts and e-mails: 1 in 20 given up (a landline, a full mailbox), the rest sent.
  const followUps = `(select id from follow_ups where email in ${EMAILS})`;
  for (const [table, error, sid] of [
    [
      'sms_deliveries',
      'The number is not a mobile number (sample)',
      `, provider_sid = 'SMsample' || substr(md5(id::text), 1, 26)`,
    ],
    ['mail_deliveries', '552 Mailbox full (sample)', ''],
  ] as const) {
    await q.query(
      `update ${table}
          set status = case when ${DICE('id')} < 5 then 'dead' else 'sent' end,
              attempts = 1, locked_until = null, sending_since = null,
              sent_at = case when ${DICE('id')} < 5 then null else created_at + interval '3 seconds' end,
              last_error = case when ${DICE('id')} < 5 then '${error}' end${sid}
        where (lead_email in ${EMAILS} or follow_up_id in ${followUps}) and status in ('pending', 'in_doubt')`,
    );
  }
  // A sequence still running keeps its state for the lead's page but is never claimed.
  await q.query(`update follow_ups set status = 'idle', locked_until = null where email in ${EMAILS}`);
}

/** Sample rows some outbox would still send: none, after a fill (the tests hold it). */
export async function pendingSampleRows(q: Queryable): Promise<number> {
  const res = await q.query<{ n: number }>(
    `select (select count(*) from webhook_deliveries where lead_key in ${EMAILS} and status = 'pending')
          + (select count(*) from owner_alerts where email in ${EMAILS} and status = 'pending')
          + (select count(*) from sms_deliveries where lead_email in ${EMAILS} and status = 'pending')
          + (select count(*) from mail_deliveries where lead_email in ${EMAILS} and status = 'pending')
          + (select count(*) from follow_ups where email in ${EMAILS} and status = 'pending') as n`,
  );
  return Number(res.rows[0]?.n ?? 0);
}
