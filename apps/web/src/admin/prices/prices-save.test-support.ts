import { priceBookAnswer, type PriceBook } from '@pw/funnel';
import { vi } from 'vitest';

/** When the server's answers are stamped in these tests. */
const SAVED_AT = '2026-11-26T02:00:00.000Z';

/**
 * Stands in for `PUT /api/admin/price-book` accepting every book: each one sent is recorded and answered
 * as the next version (2), as the server does. Unstub with `vi.unstubAllGlobals()`.
 */
export function acceptEverySave(): { sent: PriceBook[] } {
  const sent: PriceBook[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const book = JSON.parse(init.body as string) as PriceBook;
      sent.push(book);
      const answer = priceBookAnswer({ ...book, version: 2 }, SAVED_AT);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  return { sent };
}
