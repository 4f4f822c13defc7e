/**
 * `GET /api/price-book`: the book in force as anyone may read it (`publicPriceBook`: no promotion that is
 * not advertised) and the business's time zone (decision 0312). Cacheable: an ETag of the version and the
 * zone, revalidated on each use, so a change of either shows at once.
 */
import { priceBookAnswer, publicPriceBook, type ApiAnswer } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../store/sql-db.js';
import { currentPriceBook } from './price-book.repo.js';

export function priceBookRoutes(app: FastifyInstance, o: { db: Queryable; timeZone: string }): void {
  app.get('/api/price-book', async (req, reply) => {
    const { book, savedAt } = await currentPriceBook(o.db);
    const etag = `"price-book-${book.version}-${o.timeZone}"`;
    reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const answer: ApiAnswer<'GET /api/price-book'> = {
      ...priceBookAnswer({ ...publicPriceBook(book), version: book.version }, savedAt),
      timeZone: o.timeZone,
    };
    return answer;
  });
}
