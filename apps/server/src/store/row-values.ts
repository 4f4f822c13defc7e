/**
 * A driver row's values as the code reads them, in one place (issue 40, decision 0327). The two stores do
 * not agree: node-postgres and PGlite give a `timestamptz` column as a Date, but the same time read through
 * JSON (`jsonb_build_object`, a Supabase REST row) is text; a `json` column arrives parsed from one and as
 * text from another; a `bigint` or `numeric` is text. Each repository reads its rows through these.
 */

/** A time as ISO text in UTC (`...Z`), from a Date or a time's text or number; null for none. */
export function isoOf(v: unknown): string | null {
  if (v == null) return null;
  const d = v instanceof Date ? v : typeof v === 'string' || typeof v === 'number' ? new Date(v) : null;
  // Text that is not a time is kept as given rather than thrown on: the row is shown, not judged.
  if (!d || Number.isNaN(d.getTime())) return typeof v === 'string' ? v : null;
  return d.toISOString();
}

/** A time column that is never null, as a Date. */
export function dateOf(v: unknown): Date {
  return v instanceof Date ? v : new Date(v as string | number);
}

/** A time column that may be null, as a Date or null. */
export function dateOrNull(v: unknown): Date | null {
  return v == null ? null : dateOf(v);
}

/** A `json`/`jsonb` value, parsed when the driver gave it as text. */
export function jsonOf<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

/** A text column that may be null (every driver gives text as a string). */
export function textOrNull(v: unknown): string | null {
  return (v as string | null | undefined) ?? null;
}

/** A numeric column that may be null (`bigint` and `numeric` arrive as text). */
export function numberOrNull(v: unknown): number | null {
  return v == null ? null : Number(v);
}
