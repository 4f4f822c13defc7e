/** `GET`/`PUT /api/admin/price-book`: the owner's whole book; a PUT saves it as a new version (decision 0226). */
import { describeIssues, priceBookAnswer, PriceBookSchema, type PriceBookAnswer } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { currentPriceBook, savePriceBook } from '../pricing/price-book.repo.js';
import type { AdminOptions } from './admin-options.js';

export function priceBookAdminRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/price-book', async (): Promise<PriceBookAnswer> => {
    const { book, savedAt } = await currentPriceBook(o.db);
    return priceBookAnswer(book, savedAt);
  });

  app.put('/price-book', async (req): Promise<PriceBookAnswer> => {
    const parsed = PriceBookSchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error), 'invalid_price_book');
    try {
      const { book, savedAt } = await savePriceBook(o.db, parsed.data, o.now());
      return priceBookAnswer(book, savedAt);
    } catch (err) {
      // Two saves at once: the primary key took the first; this one is refused whole.
      if ((err as { code?: unknown }).code === '23505') {
        throw new HttpError(
          409,
          'The prices were saved from elsewhere a moment ago. Reload and try again.',
          'conflict',
        );
      }
      throw err;
    }
  });
}
