/**
 * `GET /api/admin/promotion-codes`: the owner's view of each code of the book in force, its uses and why
 * a prospect typing it today is refused (decision 0310), since the prospect is told only that it can't be
 * used. Registered with the owner's price-book routes, behind sign-in.
 */
import { businessToday, promotionCodesAnswer, type FunnelConfig } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import type { Queryable } from '../store/sql-db.js';
import { codeUses, currentPriceBook } from './price-book.repo.js';

export function promotionCodesRoutes(
  app: FastifyInstance,
  o: { db: Queryable; now: () => Date; config: FunnelConfig },
): void {
  route(app, 'GET /api/admin/promotion-codes', async () => {
    const { book } = await currentPriceBook(o.db);
    const codes = book.promotions.flatMap((p) => (p.code === null ? [] : [p.code]));
    const uses = codes.length > 0 ? await codeUses(o.db, codes) : new Map<string, number>();
    const today = businessToday(o.now(), { timeZone: o.config.calendar.timeZone });
    return promotionCodesAnswer(book, today, uses);
  });
}
