import {
  cleanPatch,
  toSubmissionRow,
  type LeadStore,
  type SubmissionPatch,
  type SubmissionRow,
} from './lead-store.js';
import type { Queryable } from './sql-db.js';

/** Upserts a step's patch through any connection or transaction (shared by PGlite and PostgreSQL). */
export async function upsertSubmission(
  q: Queryable,
  patch: SubmissionPatch,
  now: Date,
): Promise<SubmissionRow> {
  const clean = cleanPatch(patch);
  const cols = Object.keys(clean).filter((c) => c !== 'email' && c !== 'timestamp');
  const params: unknown[] = [clean.email, clean.timestamp ?? now, now];
  const insertCols = ['email', 'timestamp', 'updated_at'];
  const values = ['$1', '$2', '$3'];
  for (const col of cols) {
    params.push((clean as Record<string, unknown>)[col]);
    insertCols.push(col);
    values.push(`$${params.length}`);
  }
  const updates = [
    'updated_at = excluded.updated_at',
    'timestamp = coalesce(onboarding_submissions.timestamp, excluded.timestamp)',
    ...cols.map((c) => `${c} = excluded.${c}`),
  ];
  const sql = `insert into onboarding_submissions (${insertCols.join(', ')})
    values (${values.join(', ')})
    on conflict ((lower(email))) do update set ${updates.join(', ')}
    returning *`;
  const res = await q.query(sql, params);
  return toSubmissionRow(res.rows[0]!);
}

export async function readSubmission(q: Queryable, email: string): Promise<SubmissionRow | null> {
  const res = await q.query('select * from onboarding_submissions where lower(email) = lower($1) limit 1', [
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
