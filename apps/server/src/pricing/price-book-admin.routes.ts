/**
 * `GET`/`PUT /api/admin/price-book`: the owner's whole book; a PUT saves it as a new version (decision 0226).
 * With it, `GET /api/admin/promotion-codes`: each code's uses and standing.
 */
import { priceBookAnswer, PriceBookSchema, type FunnelConfig } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { currentPriceBook, savePriceBook } from './price-book.repo.js';
import { promotionCodesRoutes } from './promotion-codes.routes.js';
import type { SqlDb } from '../store/sql-db.js';

/** What the owner's price-book routes need from the server. */
export interface PriceBookAdminOptions {
  db: SqlDb;
  now: () => Date;
  config: FunnelConfig;
}

export function priceBookAdminRoutes(app: FastifyInstance, o: PriceBookAdminOptions): void {
  // Why each code is refused, for the Prices page (decision 0310).
  promotionCodesRoutes(app, o);
  route(app, 'GET /api/admin/price-book', async () => {
    const { book, savedAt } = await currentPriceBook(o.db);
    return priceBookAnswer(book, savedAt);
  });

  route(app, 'PUT /api/admin/price-book', async (req) => {
    const book = parse(PriceBookSchema, req.body, 'invalid_price_book');
    try {
      const { book: saved, savedAt } = await savePriceBook(o.db, book, o.now());
      return priceBookAnswer(saved, savedAt);
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
