import {
  bannerPromotion,
  dayDeciding,
  DEFAULT_PRICE_BOOK,
  defaultConfig,
  type ApiAnswer,
  type PriceBook,
  type Promotion,
} from '@pw/funnel';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The public book and the business's time zone, as `GET /api/price-book` answers them. */
export interface PublicBook {
  book: PriceBook;
  /** The server's business zone (`BUSINESS_TIME_ZONE`): its wall clock decides which promotions run. */
  timeZone: string;
}

/** What the prerendered pages were built with, and what a page keeps when the server cannot be read. */
const BUILT_WITH: PublicBook = { book: DEFAULT_PRICE_BOOK, timeZone: defaultConfig.calendar.timeZone };

/**
 * `GET /api/price-book`: the book in force and the business's zone (the browser revalidates them by their
 * ETag, so an unchanged answer costs a 304), or null when it cannot be read (the page keeps what it was
 * built with). A plain fetch rather than the API client, whose error reader brings zod into the public
 * pages' first JavaScript (decision 0246); a failed read has no sentence to show anyway.
 */
function readPublicBook(): Promise<PublicBook | null> {
  return fetch('/api/price-book', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<ApiAnswer<'GET /api/price-book'>>) : null))
    .then((answer) => (answer ? { book: answer.book, timeZone: answer.timeZone } : null))
    .catch(() => null);
}

/**
 * The price book the public pages show and the zone its days are read in: the spec's default and the
 * configuration's zone (what the prerendered HTML was built with, so hydration matches), then the
 * server's as soon as they arrive (decision 0312: the server may run in another `BUSINESS_TIME_ZONE`).
 */
export function usePriceBook(readBook: () => Promise<PublicBook | null> = readPublicBook): PublicBook {
  const [answer, setAnswer] = useState<PublicBook>(BUILT_WITH);
  useEffect(() => {
    let live = true;
    void readBook().then((found) => {
      if (live && found) setAnswer(found);
    });
    return () => {
      live = false;
    };
  }, [readBook]);
  return answer;
}

const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
};

/**
 * The business's day (yyyy-MM-dd, the wall clock of `timeZone`, the server's zone as `usePriceBook` gives
 * it, as the server prices quotes) to decide `answer` with. The prerendered HTML was decided on the build
 * day; the browser then reads its own clock (hydrating with the build day's answer, so there is no
 * mismatch, then rendering its own, attributes included) and again every minute, so a page left open past
 * midnight drops a promotion that ended without a reload. The zone is only read when the answer depends on it
 * (`dayDeciding`): its first read is 20-30 ms of a phone's CPU (decision 0273).
 */
export function useBusinessDay(
  answer: (day: string) => unknown,
  timeZone: string,
  now: () => Date = () => new Date(),
): string {
  return useSyncExternalStore(
    everyMinute,
    () => dayDeciding(now(), timeZone, answer),
    () => __BUILD_DAY__,
  );
}

/** The promotion the site advertises today, from the price book in force (null: none runs). */
export function useBannerPromotion(): Promotion | null {
  const { book, timeZone } = usePriceBook();
  return bannerPromotion(
    book,
    useBusinessDay((day) => bannerPromotion(book, day), timeZone),
  );
}
