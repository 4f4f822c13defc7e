/**
 * The follow-up sequences' rows (migration 0017, decision 0240): one per lead, the chart's state as
 * @pw/funnel's `StoredFollowUp` and its due time. Written only from a chart's move (`followUpOn`,
 * `followUpFire`): pending when a message is due, idle when none will go.
 */
import {
  followUpOn,
  type FollowUpEvent,
  type FollowUpMove,
  type FunnelConfig,
  type StoredFollowUp,
} from '@pw/funnel';
import { followUpSettings, followUpTimingWith } from './follow-up-settings.repo.js';
import { claimOutbox, type Claim } from '../outbox/outbox-claim.js';
import { jsonRecordset } from '../store/json-rows.js';
import type { Queryable } from '../store/sql-db.js';
import { isoOf, jsonOf } from '../store/row-values.js';

/** A lead's sequence with its row's identity. */
export interface FollowUpRow extends StoredFollowUp {
  id: string;
  email: string;
  phone: string | null;
}

/** A row to write: the lead, its number (E.164 or null) and the chart's move. */
export interface FollowUpWrite {
  id: string;
  email: string;
  phone: string | null;
  /** The messages sent in the row the move was made from (null: no row yet). */
  seenSent: number | null;
  move: FollowUpMove;
  now: Date;
}

/** The columns of a row as JSON, for a read that returns it in a `jsonb` column. */
export const FOLLOW_UP_JSON = `jsonb_build_object('id', f.id, 'email', f.email, 'phone', f.phone, 'state', f.state,
  'sent', f.sent, 'stoppedAt', f.stopped_at, 'lastSentAt', f.last_sent_at, 'stopReason', f.stop_reason)`;

/** A row as `FOLLOW_UP_JSON` reads it. */
export function followUpRowOf(v: unknown): FollowUpRow {
  const r = jsonOf<FollowUpRow>(v);
  return { ...r, stoppedAt: isoOf(r.stoppedAt)!, lastSentAt: isoOf(r.lastSentAt), sent: Number(r.sent) };
}

/**
 * The upsert of `rows` (one per lead) from one JSON parameter appended to `params`, so a capture's single
 * write adds it as a step. A lead's row keeps its id; its lease is released.
 */
export function followUpsUpsert(rows: readonly FollowUpWrite[], params: unknown[]): string {
  const from = jsonRecordset(
    params,
    {
      id: 'uuid',
      email: 'text',
      phone: 'text',
      state: 'text',
      sent: 'integer',
      stopped_at: 'timestamptz',
      last_sent_at: 'timestamptz',
      stop_reason: 'text',
      status: 'text',
      due: 'timestamptz',
      now: 'timestamptz',
      seen_sent: 'integer',
    },
    rows.map((w) => ({
      id: w.id,
      email: w.email,
      phone: w.phone,
      state: w.move.stored.state,
      sent: w.move.stored.sent,
      stopped_at: w.move.stored.stoppedAt,
      last_sent_at: w.move.stored.lastSentAt,
      stop_reason: w.move.stored.stopReason,
      status: w.move.dueAt ? 'pending' : 'idle',
      due: w.move.dueAt ?? w.now,
      now: w.now,
      seen_sent: w.seenSent,
    })),
  );
  // The same JSON parameter, read again for the rows' `seen_sent` (not a column of the table).
  const seen = `jsonb_to_recordset($${params.length}::jsonb) as s(email text, seen_sent integer)`;
  // A capture moves a row it read without a lock: if a worker sent a message meanwhile, a move that keeps
  // the sequence going is dropped (the worker's row stands), while a stop still applies, keeping the
  // messages the worker counted. Writers holding the row's lock (`for update`) always match.
  return `insert into follow_ups (id, email, phone, state, sent, stopped_at, last_sent_at, stop_reason, status,
      next_attempt_at, created_at, updated_at)
    select id, email, phone, state, sent, stopped_at, last_sent_at, stop_reason, status, due, now, now from ${from}
    on conflict (email) do update set phone = coalesce(excluded.phone, follow_ups.phone), state = excluded.state,
      sent = greatest(follow_ups.sent, excluded.sent), stopped_at = excluded.stopped_at,
      last_sent_at = greatest(follow_ups.last_sent_at, excluded.last_sent_at),
      stop_reason = excluded.stop_reason, status = excluded.status, next_attempt_at = excluded.next_attempt_at,
      locked_until = null, updated_at = excluded.updated_at
    where excluded.state = 'stopped' or follow_ups.sent = (select s.seen_sent from ${seen} where s.email = excluded.email)`;
}

/** Writes rows in their own statement. */
export async function saveFollowUps(q: Queryable, rows: readonly FollowUpWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  await q.query(followUpsUpsert(rows, params), params);
}

/**
 * The sequences still running of a lead (`email`) or of a number (`phone`), locked for the caller's
 * transaction: a withdrawal or the owner's mark moves them while no worker sends from them.
 */
export async function runningFollowUps(
  q: Queryable,
  by: { email?: string; phone?: string },
): Promise<FollowUpRow[]> {
  const res = await q.query<{ row: unknown }>(
    `select ${FOLLOW_UP_JSON} as row from follow_ups f
      where (f.email = $1 or f.phone = $2) and f.state <> 'stopped'
      order by f.seq for update`,
    [by.email ?? null, by.phone ?? null],
  );
  return res.rows.map((r) => followUpRowOf(r.row));
}

/**
 * Moves the running sequences of a lead or a number on `event` (a withdrawal, the owner's mark), in the
 * caller's transaction: the chart stops them. Answers how many it moved.
 */
export async function followUpsOn(
  q: Queryable,
  by: { email?: string; phone?: string },
  event: FollowUpEvent,
  config: FunnelConfig,
): Promise<number> {
  const rows = await runningFollowUps(q, by);
  if (rows.length === 0) return 0;
  const timing = followUpTimingWith(await followUpSettings(q), config);
  await saveFollowUps(
    q,
    rows.map((r) => ({ ...r, seenSent: r.sent, move: followUpOn(r, event, timing), now: event.at })),
  );
  return rows.length;
}

/** Claims up to `limit` due sequences by id, leased (the one outbox claim); each is locked again to fire. */
export const claimDueFollowUps: Claim<{ id: string }> = (db, lease) =>
  claimOutbox<{ id: string }>(db, { table: 'follow_ups', columns: ['id'] }, lease);

/** A pending sequence locked for the worker's transaction, or null when it is no longer pending. */
export async function lockPendingFollowUp(q: Queryable, id: string): Promise<FollowUpRow | null> {
  const res = await q.query<{ row: unknown }>(
    `select ${FOLLOW_UP_JSON} as row from follow_ups f where f.id = $1 and f.status = 'pending' for update`,
    [id],
  );
  return res.rows[0] ? followUpRowOf(res.rows[0].row) : null;
}

/** Puts a claimed sequence off until `at`, releasing its lease. */
export async function postponeFollowUp(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('update follow_ups set next_attempt_at = $2, locked_until = null where id = $1', [id, at]);
}

/** A lead's sequence, with its row's status and due time (the owner's view of it). */
export async function followUpOf(
  q: Queryable,
  email: string,
): Promise<{ row: FollowUpRow; status: string; due: unknown } | null> {
  const res = await q.query<{ row: unknown; status: string; due: unknown }>(
    `select ${FOLLOW_UP_JSON} as row, f.status, f.next_attempt_at as due from follow_ups f where f.email = $1`,
    [email],
  );
  const s = res.rows[0];
  return s ? { row: followUpRowOf(s.row), status: s.status, due: s.due } : null;
}

/** The `union all` part of the capture's read (`readCaptureStates`): the sequences of the e-mails `emails` (SQL). */
export function followUpsOfEmailsSql(emails: string, kind: string): string {
  return `select '${kind}', f.email, null, ${FOLLOW_UP_JSON} from follow_ups f where f.email = any(array(${emails}))`;
}

/** The consent feature's `StopFollowUps`: a withdrawal stops the sequences with `config`'s timing. */
export const stopFollowUpsOnWithdrawal =
  (config: FunnelConfig) =>
  (q: Queryable, by: { email?: string; phone?: string }, at: Date): Promise<number> =>
    followUpsOn(q, by, { type: 'consent.withdrawn', at }, config);

/** What one query answers of the lead and the sequence a message names. */
export interface LeadFacts {
  lead: boolean;
  booked: boolean;
  seq_state: string | null;
  seq_reason: string | null;
}

/**
 * What the send check reads of the lead and the sequence a message names, in one statement in the
 * gate's transaction (decision 0308): whether the lead is still there and booked, the sequence's state.
 */
export async function sendFacts(
  q: Queryable,
  leadEmail: string | null,
  followUpId: string | null,
): Promise<LeadFacts> {
  const res = await q.query<LeadFacts>(
    `select exists (select 1 from onboarding_submissions where lower(email) = lower($1)) as lead,
            exists (select 1 from appointments where lower(email) = lower($1)) as booked,
            (select state from follow_ups where id = $2::uuid) as seq_state,
            (select stop_reason from follow_ups where id = $2::uuid) as seq_reason`,
    [leadEmail ?? '', followUpId],
  );
  return res.rows[0]!;
}
