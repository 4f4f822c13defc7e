/**
 * The lead table every store keeps: the spec's `onboarding_submissions` (point 3), unique by lower-cased
 * e-mail. PGlite and PostgreSQL implement it with one SQL implementation (`SqlLeadStore`); Supabase
 * implements it over PostgREST (`SupabaseLeadStore`). The same contract suite runs against all three.
 */
import { emailKey, isSubmissionColumn, type SubmissionPatch, type SubmissionRow } from '@pw/funnel';
import { isoOf, numberOrNull } from '../store/row-values.js';

export type { SubmissionPatch, SubmissionRow };

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

/**
 * Checks a patch against the lead table's columns (@pw/funnel's `SUBMISSION_COLUMNS`) and lower-cases
 * the e-mail (the table's unique key). A key that is not a column is refused, not dropped: a field the
 * code means to save must never vanish on the way to the row.
 */
export function cleanPatch(patch: Record<string, unknown>): SubmissionPatch {
  const email = typeof patch.email === 'string' ? emailKey(patch.email) : '';
  if (!email) throw new Error('A lead needs an e-mail');
  const out: Record<string, unknown> = { email };
  for (const [key, value] of Object.entries(patch)) {
    if (!isSubmissionColumn(key)) throw new Error(`onboarding_submissions has no column ${key}`);
    if (key !== 'email' && value !== undefined) out[key] = value;
  }
  return out as SubmissionPatch;
}

/** Normalises a driver row: ISO times, numeric id. */
export function toSubmissionRow(row: Record<string, unknown>): SubmissionRow {
  return {
    ...(row as SubmissionRow),
    id: Number(row.id),
    timestamp: isoOf(row.timestamp),
    updated_at: isoOf(row.updated_at),
    quoted_price: numberOrNull(row.quoted_price),
  };
}
