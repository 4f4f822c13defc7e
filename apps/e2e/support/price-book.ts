import { DEFAULT_PRICE_BOOK, type PriceBook } from '@pw/funnel';
import type { Page } from '@playwright/test';

/**
 * Saves `book` as the owner's price book through the signed-in page's session (CSRF included). A test
 * that changes prices puts the spec's default back with this, since the files of a worker share a server.
 */
export async function savePriceBook(page: Page, book: PriceBook = defaultBook()): Promise<void> {
  const session = await page.request.get('/api/admin/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await page.request.put('/api/admin/price-book', {
    headers: { 'x-csrf-token': csrfToken },
    data: book,
  });
  if (!res.ok()) throw new Error(`price book not saved: ${res.status()} ${await res.text()}`);
}

function defaultBook(): PriceBook {
  const { version: _version, ...book } = DEFAULT_PRICE_BOOK;
  return book;
}
