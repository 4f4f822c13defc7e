/** The mail outbox in SQL: enqueued by the capture's own write, claimed with a lease, outcome recorded. */
import { randomUUID } from 'node:crypto';
import { followUpMessagesIn } from '../outbox/follow-up-messages.js';
import { claimOutbox, type Claim } from '../outbox/outbox-claim.js';
import { inDoubtCount, outboxHealth } from '../outbox/outbox-health.js';
import type { OutboxMessage } from '../outbox/send-gate.js';
import { jsonRecordset } from '../store/json-rows.js';
import type { Queryable } from '../store/sql-db.js';
import type { MailDraft } from './booking-mails.js';
import { dateOf, dateOrNull } from '../store/row-values.js';

/**
 * The insert of pending mails from one JSON parameter appended to `params`, so the capture's single
 * write adds it as a step. `(capture_id, kind)` is unique: a capture never queues a mail twice.
 */
export function mailsInsert(
  mails: readonly (MailDraft & { captureId: string; now: Date })[],
  params: unknown[],
): string {
  const rows = jsonRecordset(
    params,
    {
      id: 'uuid',
      capture_id: 'uuid',
      kind: 'text',
      recipient: 'text',
      subject: 'text',
      body: 'text',
      ics: 'text',
      manage_url: 'text',
      now: 'timestamptz',
    },
    mails.map((m) => ({
      id: randomUUID(),
      capture_id: m.captureId,
      kind: m.kind,
      recipient: m.to,
      subject: m.subject,
      body: m.text,
      ics: m.ics,
      manage_url: m.manageUrl,
      now: m.now,
    })),
  );
  return `insert into mail_deliveries (id, capture_id, kind, recipient, subject, body, ics, manage_url, next_attempt_at, created_at)
    select id, capture_id, kind, recipient, subject, body, ics, manage_url, now, now from ${rows}
    on conflict (capture_id, kind) do nothing`;
}

export interface ClaimedMail extends OutboxMessage {
  subject: string;
  text: string;
  ics: string | null;
  /** A follow-up's unsubscribe URL, sent as `List-Unsubscribe` (decision 0241), else null. */
  listUnsubscribe: string | null;
  /** Attempts made, counting the one this claim starts. */
  attempt: number;
  /** Set when a worker marked it as being sent and never recorded the answer (decision 0308). */
  sendingSince: Date | null;
}

/** Claims up to `limit` due mails, leased until `leaseUntil` (the one outbox claim, `claimOutbox`). */
export const claimDueMail: Claim<ClaimedMail> = async (db, lease) => {
  const rows = await claimOutbox<{
    id: string;
    kind: string;
    recipient: string;
    subject: string;
    body: string;
    ics: string | null;
    list_unsubscribe: string | null;
    lead_email: string | null;
    follow_up_id: string | null;
    created_at: unknown;
    sending_since: unknown;
  }>(
    db,
    {
      table: 'mail_deliveries',
      columns: [
        'id',
        'kind',
        'recipient',
        'subject',
        'body',
        'ics',
        'list_unsubscribe',
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
    kind: r.kind,
    channel: 'email',
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    ics: r.ics,
    listUnsubscribe: r.list_unsubscribe,
    leadEmail: r.lead_email,
    followUpId: r.follow_up_id,
    queuedAt: dateOf(r.created_at),
    sendingSince: dateOrNull(r.sending_since),
    attempt: r.attempts,
  }));
};

/** The e-mails that failed at least once and are still retried, those given up and those in doubt (the banner). */
export const mailHealth = async (
  q: Queryable,
): Promise<{ failing: number; dead: number; inDoubt: number }> => ({
  ...(await outboxHealth(q, 'mail_deliveries')),
  inDoubt: await inDoubtCount(q, 'mail_deliveries'),
});

/**
 * Queues one follow-up mail (decision 0240), tagged with its sequence, step, unsubscribe link and lead;
 * the id, or null when that sequence's step was queued before (`(capture_id, kind)` is its key).
 */
export async function queueFollowUpMail(
  q: Queryable,
  mail: MailDraft & { captureId: string; now: Date },
  tag: { followUpId: string; step: number; listUnsubscribe: string; leadEmail: string },
): Promise<string | null> {
  const params: unknown[] = [];
  const res = await q.query<{ id: string }>(`${mailsInsert([mail], params)} returning id`, params);
  const id = res.rows[0]?.id;
  if (!id) return null;
  await q.query(
    `update mail_deliveries set follow_up_id = $2, follow_up_step = $3, list_unsubscribe = $4, lead_email = $5
     where id = $1`,
    [id, tag.followUpId, tag.step, tag.listUnsubscribe, tag.leadEmail],
  );
  return id;
}

/** The messages of one follow-up sequence in this outbox, as the owner's view of it reads them. */
export const followUpMails = (q: Queryable, followUpId: string): Promise<Record<string, unknown>[]> =>
  followUpMessagesIn(q, 'mail_deliveries', followUpId);
