/**
 * The lead table every store keeps: the spec's `onboarding_submissions` (point 3), unique by lower-cased
 * e-mail. PGlite and PostgreSQL implement it with one SQL implementation (`SqlLeadStore`); Supabase
 * implements it over PostgREST (`SupabaseLeadStore`). The same contract suite runs against all three.
 */
export const SUBMISSION_COLUMNS = [
  'name',
  'phone',
  'address',
  'propertytype',
  'serviceneeded',
  'stage',
  'status',
  'quotestatus',
  'quoted_price',
  'timestamp',
  'scheduled_time',
  'appointmentstatus',
  'source',
  'partial',
  'completed',
  'formtype',
  'conversionfunnel',
  'conversionsource',
  'querystring',
] as const;

export type SubmissionColumn = (typeof SUBMISSION_COLUMNS)[number];
export type SubmissionValue = string | number | boolean | null;

/** A step's lowercase column patch (spec 7.1). `email` is required; unknown keys are refused. */
export type SubmissionPatch = { email: string } & Partial<Record<SubmissionColumn, SubmissionValue>>;

/** One `onboarding_submissions` row as the API returns it (times as ISO strings). */
export type SubmissionRow = { id: number; email: string; updated_at: string | null } & Record<
  SubmissionColumn,
  SubmissionValue
>;

export interface LeadStore {
  /**
   * Upserts by lower-cased e-mail (conflict on e-mail, duplicates merged), filling `timestamp` when the
   * row has none and always setting `updated_at` to `now`. Returns the saved row.
   */
  upsertSubmission(patch: SubmissionPatch, now: Date): Promise<SubmissionRow>;
  /** The spec's lead read: the row for this e-mail, or null. */
  readSubmission(email: string): Promise<SubmissionRow | null>;
  /** The spec's start-up check, `select id from onboarding_submissions limit 1`; throws when down. */
  ping(): Promise<{ rows: number }>;
}

const ALLOWED = new Set<string>(SUBMISSION_COLUMNS);

/** Keeps only known columns of a patch and lower-cases the e-mail (the table's unique key). */
export function cleanPatch(patch: Record<string, unknown>): SubmissionPatch {
  const email = typeof patch.email === 'string' ? patch.email.trim().toLowerCase() : '';
  if (!email) throw new Error('A lead needs an e-mail');
  const out: SubmissionPatch = { email };
  for (const [key, value] of Object.entries(patch)) {
    const col = key.toLowerCase();
    if (col === 'email' || !ALLOWED.has(col) || value === undefined) continue;
    (out as Record<string, unknown>)[col] = value;
  }
  return out;
}

/** Normalises a driver row: ISO times, numeric id. */
export function toSubmissionRow(row: Record<string, unknown>): SubmissionRow {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);
  return {
    ...(row as SubmissionRow),
    id: Number(row.id),
    timestamp: iso(row.timestamp),
    updated_at: iso(row.updated_at),
    quoted_price: row.quoted_price == null ? null : Number(row.quoted_price),
  };
}
