/**
 * The pieces of the admin list queries (`?q=&page=&pageSize=`), so every list refuses odd input the same
 * way: a 400 naming the field, never a database error turned into a 500.
 */
import { z } from 'zod';

/** One text value of a query string: trimmed, no NUL (PostgreSQL cannot hold it). Add `.max(n)`. */
export const QueryText = z
  .string()
  .trim()
  .refine((v) => !v.includes('\u0000'), 'may not contain NUL characters');

/** The page number, from 1 up to a bound that keeps the SQL offset a sane number. */
export const PageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** Rows per page. */
export const PageSizeSchema = z.coerce.number().int().min(1).max(200).default(50);
