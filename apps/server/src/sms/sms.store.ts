/**
 * The text-message outbox in SQL (decision 0211): queued by its writer (the alert worker, a test from
 * Settings), claimed with the one outbox claim, outcome recorded. The idempotency key is unique: a writer
 * that runs again after a crash queues nothing more.
 */
import { randomUUID } from 'node:crypto';
import { followUpMessagesIn } from '../outbox/follow-up-messages.js';
import { claimOutbox, type Claim } from '../outbox/outbox-claim.js';
import { inDoubtCount } from '../outbox/outbox-health.js';
import type { OutboxMessage } from '../outbox/send-gate.js';
import { jsonRecordset } from '../store/json-rows.js';
import type { Queryable } from '../store/sql-db.js';
import { dateOf, dateOrNull } from '../store/row-values.js';

/** What a text is for: the owner's lead alert, a test from Settings, a prospect's follow-up (issue 20). */
export type SmsKind = 'owner_alert' | 'test' | 'follow_up';

export interface SmsDraft {
  kind: SmsKind;
  /** Unique per text, e.g. `owner_alert:<alert id>`: the same key never queues a second text. */
  idempotencyKey: string;
  /** E.164. */
  to: string;
  body: string;
  now: Date;
  /** The lead a prospect's text is about: its booking and consent are read again when it goes. */
  leadEmail?: string | null;
}

/**
 * The insert of pending texts from one JSON parameter appended to `params` (so a transaction's single
 * write can add it as a step); a key already queued is skipped. Returns the statement, which answers the
 * ids of the rows it added.
 */
export function smsInsert(texts: readonly SmsDraft[], params: unknown[]): string {
  const rows = jsonRecordset(
    params,
    {
      id: 'uuid',
      kind: 'text',
      key: 'text',
      recipient: 'text',
      body: 'text',
      lead: 'text',
      now: 'timestamptz',
    },
    texts.map((t) => ({
      id: randomUUID(),
      kind: t.kind,
      key: t.idempotencyKey,
      recipient: t.to,
      body: t.body,
      lead: t.leadEmail ?? null,
      now: t.now,
    })),
  );
  return `insert into sms_deliveries (id, kind, idempotency_key, recipient, body, lead_email, next_attempt_at, created_at)
    select id, kind, key, recipient, body, lead, now, now from ${rows}
    on conflict (idempotency_key) do nothing
    returning id`;
}

/** Queues one text; answers its id, or null when its key was queued before. */
export async function queueSms(q: Queryable, text: SmsDraft): Promise<string | null> {
  const params: unknown[] = [];
  const res = await q.query<{ id: string }>(smsInsert([text], params), params);
  return res.rows[0]?.id ?? null;
}

export interface ClaimedSms extends OutboxMessage {
  kind: SmsKind;
  body: string;
  /** Attempts made, counting the one this claim starts. */
  attempt: number;
  /** Set when a worker marked it as being sent and never recorded the answer (decision 0308). */
  sendingSince: Date | null;
}

/** Claims up to `limit` due texts, leased until `leaseUntil` (the one outbox claim, `claimOutbox`). */
export const claimDueSms: Claim<ClaimedSms> = async (db, lease) => {
  const rows = await claimOutbox<{
    id: string;
    kind: string;
    recipient: string;
    body: string;
    lead_email: string | null;
    follow_up_id: string | null;
    created_at: unknown;
    sending_since: unknown;
  }>(
    db,
    {
      table: 'sms_deliveries',
      columns: [
        'id',
        'kind',
        'recipient',
        'body',
        'lead_email',
        'follow_up_id',
        'created_at',
        'sending_since',
      ],
    },
    lease,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SmsKind,
    channel: 'sms',
    to: r.recipient,
    body: r.body,
    leadEmail: r.lead_email,
    followUpId: r.follow_up_id,
    queuedAt: dateOf(r.created_at),
    sendingSince: dateOrNull(r.sending_since),
    attempt: r.attempts,
  }));
};

/**
 * The texts that failed at least once and are still retried, and those given up, for the admin's banner
 * (tests from Settings left out: their outcome was shown when they were sent).
 */
export async function smsHealth(q: Queryable): Promise<{ failing: number; dead: number; inDoubt: number }> {
  const res = await q.query<{ failing: string; dead: string }>(
    `select count(*) filter (where attempts > 0 and kind <> 'test') as failing,
            (select count(*) from sms_deliveries where status = 'dead' and kind <> 'test') as dead
     from sms_deliveries where status = 'pending'`,
  );
  return {
    failing: Number(res.rows[0]?.failing ?? 0),
    dead: Number(res.rows[0]?.dead ?? 0),
    inDoubt: await inDoubtCount(q, 'sms_deliveries'),
  };
}

/** Tags a queued text with the follow-up sequence and step it belongs to (decision 0240). */
export async function tagFollowUpSms(
  q: Queryable,
  id: string,
  followUpId: string,
  step: number,
): Promise<void> {
  await q.query('update sms_deliveries set follow_up_id = $2, follow_up_step = $3 where id = $1', [
    id,
    followUpId,
    step,
  ]);
}

/**
 * When the last follow-up text to `phone`, of any lead, went or will go: its sending time once sent, the
 * time a retry waits for while pending (a retry postponed to the next morning counts on that day,
 * decision 0308), else when it was queued.
 */
export async function lastFollowUpText(q: Queryable, phone: string): Promise<Date | null> {
  const res = await q.query<{ at: unknown }>(
    `select max(case when status = 'sent' then coalesce(sent_at, created_at)
                     when status = 'pending' then greatest(created_at, next_attempt_at)
                     else created_at end) as at
       from sms_deliveries where recipient = $1 and kind = 'follow_up'`,
    [phone],
  );
  return dateOrNull(res.rows[0]?.at);
}

/** The lead the latest prospect text to `phone` (E.164) was about, or null (issue 41: its HELP answer's language). */
export async function lastTextedLead(q: Queryable, phone: string): Promise<string | null> {
  const res = await q.query<{ lead_email: string }>(
    `select lead_email from sms_deliveries
      where recipient = $1 and kind = 'follow_up' and lead_email is not null
      order by created_at desc, id desc limit 1`,
    [phone],
  );
  return res.rows[0]?.lead_email ?? null;
}

/** The messages of one follow-up sequence in this outbox, as the owner's view of it reads them. */
export const followUpTexts = (q: Queryable, followUpId: string): Promise<Record<string, unknown>[]> =>
  followUpMessagesIn(q, 'sms_deliveries', followUpId);
