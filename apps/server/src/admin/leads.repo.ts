/** Lead search for the admin area, over the `onboarding_submissions` projection. */
import { toSubmissionRow, type SubmissionRow } from '../store/lead-store.js';
import type { Queryable } from '../store/sql-db.js';

export interface LeadQuery {
  q?: string;
  stage?: string;
  status?: string;
  page: number;
  pageSize: number;
}

const likeEscape = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchLeads(
  db: Queryable,
  f: LeadQuery,
): Promise<{ items: SubmissionRow[]; total: number }> {
  const res = await db.query<Record<string, unknown>>(
    `select *, count(*) over () as total_count from onboarding_submissions
     where ($1::text is null or email ilike $1 or name ilike $1 or phone ilike $1 or address ilike $1)
       and ($2::text is null or stage = $2)
       and ($3::text is null or status = $3)
     order by updated_at desc nulls last, id desc
     limit $4 offset $5`,
    [f.q ? likeEscape(f.q) : null, f.stage ?? null, f.status ?? null, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const total = res.rows[0] ? Number(res.rows[0].total_count) : 0;
  const items = res.rows.map(({ total_count: _t, ...row }) => toSubmissionRow(row));
  return { items, total };
}

/** Every lead, oldest first, for the CSV export. */
export async function allLeads(db: Queryable): Promise<SubmissionRow[]> {
  const res = await db.query<Record<string, unknown>>('select * from onboarding_submissions order by id');
  return res.rows.map(toSubmissionRow);
}
