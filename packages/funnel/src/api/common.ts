/**
 * Pieces several route groups share: the plain `{ ok: true }` answer, the lead's e-mail in a path, and
 * the parts of a list query (`?q=&page=&pageSize=`), so every list refuses odd input the same way: a 400
 * naming the field, never a database error turned into a 500.
 */
import { z } from 'zod';
import { LIMITS } from '../lead/lead-fields.schema.js';

/** The answer of a change that has nothing more to say. */
export interface OkAnswer {
  ok: true;
}

/** `:email` in a path (`/api/admin/leads/:email`), as long as the lead schema allows; the key is lower case. */
export const EmailParamsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(LIMITS.email),
});

/** One text value of a query string: trimmed, no NUL (PostgreSQL cannot hold it). Add `.max(n)`. */
export const QueryTextSchema = z
  .string()
  .trim()
  .refine((v) => !v.includes('\u0000'), 'may not contain NUL characters');

/** The page number, from 1 up to a bound that keeps the SQL offset a sane number. */
export const PageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** Rows per page. */
export const PageSizeSchema = z.coerce.number().int().min(1).max(200).default(50);

/**
 * An optional `from`/`to` pair of a query string, before the route fills the defaults it computes (the
 * booking window, the last 30 days) and checks the range with its own rule.
 */
export const OptionalRangeQuerySchema = z.object({ from: z.string().optional(), to: z.string().optional() });
