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

/**
 * `GET /api/price-book`: the book in force (the browser revalidates it by its ETag, so an unchanged book
 * costs a 304), or null when it cannot be read (the page keeps the book it was built with). A plain fetch
 * rather than the API client, whose error reader brings zod into the public pages' first JavaScript
 * (decision 0246); a failed read has no sentence to show anyway.
 */
function readPublicBook(): Promise<PriceBook | null> {
  return fetch('/api/price-book', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<ApiAnswer<'GET /api/price-book'>>) : null))
    .then((answer) => answer?.book ?? null)
    .catch(() => null);
}

/**
 * The price book the public pages show: the spec's default (what the prerendered HTML was built with, so
 * hydration matches), then the server's book in force as soon as it arrives.
 */
export function usePriceBook(readBook: () => Promise<PriceBook | null> = readPublicBook): PriceBook {
  const [book, setBook] = useState<PriceBook>(DEFAULT_PRICE_BOOK);
  useEffect(() => {
    let live = true;
    void readBook().then((found) => {
      if (live && found) setBook(found);
    });
    return () => {
      live = false;
    };
  }, [readBook]);
  return book;
}

const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
};

/**
 * The business's day (yyyy-MM-dd, its time zone's wall clock, as the server prices quotes) to decide
 * `answer` with. The prerendered HTML was decided on the build day; the browser then reads its own clock
 * (React hydrates with the build day's answer; Preact's compat, which has no server snapshot, with the
 * browser's, so what it decides must be text or structure, never an attribute: decision 0306) and again
 * every minute, so a page left open past midnight drops a promotion that ended without a reload. The zone
 * is only read when the answer depends on it (`dayDeciding`): its first read is 20-30 ms of a phone's CPU
 * (decision 0273).
 */
export function useBusinessDay(answer: (day: string) => unknown, now: () => Date = () => new Date()): string {
  return useSyncExternalStore(
    everyMinute,
    () => dayDeciding(now(), defaultConfig.calendar.timeZone, answer),
    () => __BUILD_DAY__,
  );
}

/** The promotion the site advertises today, from the price book in force (null: none runs). */
export function useBannerPromotion(): Promotion | null {
  const book = usePriceBook();
  return bannerPromotion(
    book,
    useBusinessDay((day) => bannerPromotion(book, day)),
  );
}
