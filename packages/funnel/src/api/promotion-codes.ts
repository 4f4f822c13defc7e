/**
 * `GET /api/admin/promotion-codes` (issue 38 row 11, decision 0310): the owner's view of each promotion
 * code of the book in force, how often it was given and why a prospect typing it today is refused. A
 * prospect is only told "This code can't be used." (`CODE_REFUSED_MESSAGE`); the owner sees the reason.
 */
import type { VersionedPriceBook } from '../pricing/price-book.schema.js';
import { codeStanding, type CodeStanding } from '../pricing/quote.js';

/** One code: its promotion's name, uses so far, limit, and why it is refused today (null: it is given). */
export interface PromotionCodeView {
  readonly code: string;
  readonly name: string;
  readonly uses: number;
  readonly useLimit: number | null;
  readonly standing: Exclude<CodeStanding, 'first_job_only'> | null;
}

/** The business day the standing is for, and the codes in the book's order. */
export interface PromotionCodesAnswer {
  readonly today: string;
  readonly codes: readonly PromotionCodeView[];
}

/** The owner's words for why a code is refused. */
export const CODE_STANDING_TEXT: Record<Exclude<CodeStanding, 'first_job_only'>, string> = {
  not_started: 'Refused: not started yet',
  ended: 'Refused: ended',
  used_up: 'Refused: used as many times as it may be',
};

/** The answer for `book` on the business day `today`, with each code's uses (`uses`, by code). */
export function promotionCodesAnswer(
  book: Pick<VersionedPriceBook, 'promotions'>,
  today: string,
  uses: ReadonlyMap<string, number>,
): PromotionCodesAnswer {
  const codes = book.promotions.flatMap((p) => {
    if (p.code === null) return [];
    const n = uses.get(p.code) ?? 0;
    // Whether this prospect had a job is not the code's standing: only the days and the uses are.
    const standing = codeStanding({ ...p, firstJobOnly: false }, today, { uses: { [p.code]: n } });
    return [{ code: p.code, name: p.name, uses: n, useLimit: p.useLimit, standing } as PromotionCodeView];
  });
  return { today, codes };
}
