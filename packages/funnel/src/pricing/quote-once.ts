/**
 * A capture priced once (issue 38, decision 0314). The server asks the same question of one capture up
 * to three times: its answers against the book, to refuse what the book does not offer before anything
 * is stored; the lead as the capture folds it (the same answers, unless earlier captures gave others);
 * and, for a stranger to the lead, the capture's answers alone. `quote` is pure, so a capture's memo keeps
 * each distinct question's result and prices it once.
 */
import type { VersionedPriceBook } from './price-book.schema.js';
import { quote, type QuoteContext, type QuoteInput, type QuoteResult } from './quote.js';

/** One capture's quotes by question (answers, day and context), all from the one book it is priced with. */
export type QuoteMemo = Map<string, QuoteResult>;

/** `quote(book, answers, today, context)`, asked of `memo` first; without a memo, priced as asked. */
export function quoteOnce(
  memo: QuoteMemo | undefined,
  book: VersionedPriceBook,
  answers: QuoteInput,
  today: string,
  context: QuoteContext = {},
): QuoteResult {
  if (!memo) return quote(book, answers, today, context);
  const { propertyType, services, sizes, addOns, code } = answers;
  const key = JSON.stringify([propertyType, services, sizes, addOns, code, today, context]);
  const known = memo.get(key);
  if (known) return known;
  const priced = quote(book, answers, today, context);
  memo.set(key, priced);
  return priced;
}
