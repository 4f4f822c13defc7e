/** The owner's price book versions (migration 0018, decision 0226): the newest saved one is in force. */
import { DEFAULT_PRICE_BOOK, PriceBookSchema, type PriceBook, type VersionedPriceBook } from '@pw/funnel';
import { dateOf, isoOf } from '../store/row-values.js';
import type { Queryable } from '../store/sql-db.js';

/** The book in force and when it was saved (null: the spec's default, version 1, never saved). */
export interface StoredPriceBook {
  book: VersionedPriceBook;
  savedAt: string | null;
}

interface Row {
  version: number;
  book: unknown;
  saved_at: Date | string;
}

/** The last book read from each store, parsed: a quote reads only the newest version's number while it stays in force. */
const lastRead = new WeakMap<Queryable, { version: number; savedAt: number; stored: StoredPriceBook }>();

/**
 * The book in force. Every quote of the capture path asks, so that an owner's change (on any instance)
 * applies to the next quote; the book itself is read and checked again only when its version changed.
 */
export async function currentPriceBook(q: Queryable): Promise<StoredPriceBook> {
  const newest = await q.query<{ version: number; saved_at: Date | string }>(
    'select version, saved_at from price_books order by version desc limit 1',
  );
  const version = newest.rows[0] ? Number(newest.rows[0].version) : null;
  if (version === null) return { book: DEFAULT_PRICE_BOOK, savedAt: null };
  // With its save time: a number can come again after sample versions were removed (decision 0317).
  const savedAt = dateOf(newest.rows[0]!.saved_at).getTime();
  const last = lastRead.get(q);
  if (last?.version === version && last.savedAt === savedAt) return last.stored;
  const res = await q.query<Row>('select version, book, saved_at from price_books where version = $1', [
    version,
  ]);
  const row = res.rows[0]!;
  // Saved through the same schema; a book that no longer reads is a fault to see, never a silent price.
  const book = PriceBookSchema.parse(row.book);
  const stored = { book: { ...book, version }, savedAt: isoOf(row.saved_at)! };
  lastRead.set(q, { version, savedAt, stored });
  return stored;
}

/**
 * Saves a new version (the next after the newest, 2 for the first) in one statement: nothing is written
 * when it fails, and two saves at once cannot take one number (the primary key refuses the second).
 */
export async function savePriceBook(q: Queryable, book: PriceBook, now: Date): Promise<StoredPriceBook> {
  const res = await q.query<Row>(
    `insert into price_books (version, book, saved_at)
     select coalesce(max(version), 1) + 1, $1::jsonb, $2 from price_books
     returning version, book, saved_at`,
    [JSON.stringify(book), now],
  );
  const row = res.rows[0]!;
  return { book: { ...book, version: Number(row.version) }, savedAt: isoOf(row.saved_at)! };
}

/**
 * How often each of `codes` was given: the leads whose quote holds it (a lead priced again with the same
 * code is one use). Read inside the capture's transaction, under the code's lock on PostgreSQL, so two
 * captures cannot both take the last use (decision 0310); the index of migration 0025 finds the rows.
 */
export async function codeUses(q: Queryable, codes: readonly string[]): Promise<Map<string, number>> {
  const res = await q.query<{ code: string; n: number }>(
    `select quote_snapshot -> 'promotion' ->> 'code' as code, count(*)::int as n from onboarding_submissions
     where quote_snapshot -> 'promotion' ->> 'code' = any(array(select jsonb_array_elements_text($1::jsonb)))
     group by 1`,
    [JSON.stringify(codes)],
  );
  return new Map(res.rows.map((r) => [r.code, Number(r.n)]));
}
