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

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The day to decide `answer` with on `timeZone`'s wall clock at `now`: `dayInZone` when the answer depends
 * on it, otherwise UTC's day, which gives the same answer without the platform's time-zone set-up (ICU
 * loads its zone data on a page's first zoned format: 20-30 ms of a phone's CPU before the site pages are
 * interactive, decision 0273). Every wall clock is within 14 hours of UTC, so the day is UTC's, the one
 * before or the one after; when `answer` is the same (compared as JSON) on all three, any of them decides.
 *
 * @example dayDeciding(new Date('2027-01-10T12:00:00Z'), 'America/New_York', (d) => d < '2027-05-01') // '2027-01-10', no zone read
 */
export function dayDeciding(now: Date, timeZone: string, answer: (day: string) => unknown): string {
  const ms = now.getTime();
  const days = [utcDay(ms - dayMs), utcDay(ms), utcDay(ms + dayMs)];
  const answers = new Set(days.map((day) => JSON.stringify(answer(day))));
  return answers.size === 1 ? days[1]! : dayInZone(now, timeZone);
}
