import type { PriceBook, Promotion } from './price-book.schema.js';

/**
 * The promotion the site's banner shows on the business day `today` (yyyy-MM-dd): the first advertised
 * promotion of the book that runs that day (the owner's order), or null. The banner and the quote read
 * the same book and the same day rule (`promotionRunsOn`), so they never disagree; the day after its end
 * the banner has none.
 *
 * @example bannerPromotion(DEFAULT_PRICE_BOOK, '2027-04-30')?.name // 'Get $50 off your first powerwash'
 */
export function bannerPromotion(book: Pick<PriceBook, 'promotions'>, today: string): Promotion | null {
  return book.promotions.find((p) => p.advertised && promotionRunsOn(p, today)) ?? null;
}

/** Whether a promotion runs on `today` (yyyy-MM-dd); its start and end days are included. */
export function promotionRunsOn(promotion: Pick<Promotion, 'startsOn' | 'endsOn'>, today: string): boolean {
  return (
    (promotion.startsOn === null || promotion.startsOn <= today) &&
    (promotion.endsOn === null || today <= promotion.endsOn)
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (yyyy-MM-dd) of `now` on the wall clock of `timeZone`: `businessToday` with the
 * platform's own Intl instead of date-fns, for the public pages' first JavaScript (the banner), which
 * must stay small. Tests hold the two to the same answer.
 */
export function dayInZone(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
