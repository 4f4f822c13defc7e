import { SUBMISSION_COLUMNS, type ColumnType } from '@pw/funnel';
import {
  cleanPatch,
  toSubmissionRow,
  type LeadStore,
  type SubmissionPatch,
  type SubmissionRow,
} from './lead-store.js';
import { jsonRecordset } from '../store/json-rows.js';
import type { Queryable } from '../store/sql-db.js';

/** The SQL type a parameter of `column` is cast to: the funnel's column definition says. */
function castOf(column: string): ColumnType {
  if (column === 'updated_at') return 'timestamptz';
  return (SUBMISSION_COLUMNS as Record<string, { type: ColumnType } | undefined>)[column]?.type ?? 'text';
}

/** The columns an upsert sets from a patch (the e-mail is the key, `timestamp` is kept once set). */
function patchColumns(): string[] {
  return Object.keys(SUBMISSION_COLUMNS).filter((c) => c !== 'timestamp');
}

/**
 * The upsert of many patches of `onboarding_submissions` by lower-cased e-mail, in one statement reading
 * one JSON parameter (appended to `params`), so it also runs as a step of a larger statement (the
 * capture batch's single write). Each row sets only the columns its patch carries (`set`: a column
 * absent from the patch keeps its value), fills `timestamp` when the row has none and sets `updated_at`.
 * Patches of one e-mail are merged in order first (a statement cannot update one row twice): the result
 * is the same as upserting them one after the other.
 */
export function submissionsUpsert(
  patches: readonly { patch: SubmissionPatch; now: Date }[],
  params: unknown[],
): string {
  const merged = new Map<string, { row: Record<string, unknown>; set: Set<string> }>();
  for (const { patch, now } of patches) {
    const clean = cleanPatch(patch) as Record<string, unknown>;
    const email = clean.email as string;
    const prev = merged.get(email);
    const row = {
      ...prev?.row,
      ...clean,
      timestamp: prev?.row.timestamp ?? clean.timestamp ?? now,
      updated_at: now,
    };
    const set = new Set([...(prev?.set ?? []), ...Object.keys(clean).filter((c) => c !== 'email')]);
    merged.set(email, { row, set });
  }
  const rows = [...merged.values()];
  const cols = patchColumns();
  const all = ['email', 'timestamp', 'updated_at', ...cols];
  const from = jsonRecordset(
    params,
    Object.fromEntries(all.map((c) => [c, castOf(c)])),
    rows.map((m) => m.row),
  );
  // The row proposed for insertion carries no mask, so each e-mail's columns come in a second parameter.
  params.push(JSON.stringify(Object.fromEntries(rows.map((m) => [m.row.email, [...m.set]]))));
  const $set = `$${params.length}::jsonb`;
  const updates = cols.map(
    (c) =>
      `${c} = case when (${$set} -> excluded.email) ? '${c}' then excluded.${c} else onboarding_submissions.${c} end`,
  );
  return `insert into onboarding_submissions (${all.join(', ')})
    select ${all.join(', ')} from ${from}
    on conflict (email) do update set updated_at = excluded.updated_at,
      timestamp = coalesce(onboarding_submissions.timestamp, excluded.timestamp), ${updates.join(', ')}`;
}

/** Upserts a step's patch through any connection or transaction (shared by PGlite and PostgreSQL). */
export async function upsertSubmission(
  q: Queryable,
  patch: SubmissionPatch,
  now: Date,
): Promise<SubmissionRow> {
  const params: unknown[] = [];
  const res = await q.query(`${submissionsUpsert([{ patch, now }], params)} returning *`, params);
  return toSubmissionRow(res.rows[0]!);
}

export async function readSubmission(q: Queryable, email: string): Promise<SubmissionRow | null> {
  // E-mails are stored lower-cased (a check constraint), so the unique key answers this directly.
  const res = await q.query('select * from onboarding_submissions where email = lower($1) limit 1', [
    email.trim(),
  ]);
  return res.rows[0] ? toSubmissionRow(res.rows[0]) : null;
}

/** The SQL lead store: one implementation for PGlite and PostgreSQL. */
export class SqlLeadStore implements LeadStore {
  constructor(private readonly q: Queryable) {}

  upsertSubmission(patch: SubmissionPatch, now: Date): Promise<SubmissionRow> {
    return upsertSubmission(this.q, patch, now);
  }

  readSubmission(email: string): Promise<SubmissionRow | null> {
    return readSubmission(this.q, email);
  }

  async ping(): Promise<{ rows: number }> {
    const res = await this.q.query('select id from onboarding_submissions limit 1');
    return { rows: res.rows.length };
  }
}
