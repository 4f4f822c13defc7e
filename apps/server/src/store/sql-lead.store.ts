import { SUBMISSION_COLUMNS, type ColumnType } from '@pw/funnel';
import {
  cleanPatch,
  toSubmissionRow,
  type LeadStore,
  type SubmissionPatch,
  type SubmissionRow,
} from './lead-store.js';
import type { Queryable } from './sql-db.js';

/** The SQL type a parameter of `column` is cast to: the funnel's column definition says. */
function castOf(column: string): ColumnType {
  if (column === 'updated_at') return 'timestamptz';
  return (SUBMISSION_COLUMNS as Record<string, { type: ColumnType } | undefined>)[column]?.type ?? 'text';
}

/**
 * The pieces of an upsert of `onboarding_submissions` by lower-cased e-mail, with its values appended to
 * `params` (typed, so it also works as `insert ... select` inside a larger statement).
 */
export function submissionUpsert(
  patch: SubmissionPatch,
  now: Date,
  params: unknown[],
): { columns: string; values: string; conflict: string } {
  const clean = cleanPatch(patch);
  const cols = Object.keys(clean).filter((c) => c !== 'email' && c !== 'timestamp');
  const entries: [string, unknown][] = [
    ['email', clean.email],
    ['timestamp', clean.timestamp ?? now],
    ['updated_at', now],
    ...cols.map((c): [string, unknown] => [c, (clean as Record<string, unknown>)[c]]),
  ];
  const values = entries.map(([col, value]) => {
    params.push(value);
    return `$${params.length}::${castOf(col)}`;
  });
  const updates = [
    'updated_at = excluded.updated_at',
    'timestamp = coalesce(onboarding_submissions.timestamp, excluded.timestamp)',
    ...cols.map((c) => `${c} = excluded.${c}`),
  ];
  return {
    columns: entries.map(([c]) => c).join(', '),
    values: values.join(', '),
    conflict: `on conflict (email) do update set ${updates.join(', ')}`,
  };
}

/** Upserts a step's patch through any connection or transaction (shared by PGlite and PostgreSQL). */
export async function upsertSubmission(
  q: Queryable,
  patch: SubmissionPatch,
  now: Date,
): Promise<SubmissionRow> {
  const params: unknown[] = [];
  const u = submissionUpsert(patch, now, params);
  const sql = `insert into onboarding_submissions (${u.columns}) values (${u.values}) ${u.conflict} returning *`;
  const res = await q.query(sql, params);
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
