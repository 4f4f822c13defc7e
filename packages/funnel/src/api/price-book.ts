/**
 * The price book over HTTP (issue 21, docs/server.md): `GET /api/price-book` answers the public book
 * (prospects, the Pricing page, the banner) with the business's time zone, `GET /api/admin/price-book`
 * the owner's whole book and
 * `PUT /api/admin/price-book` takes a `PriceBook` and answers the saved version. Errors are `ApiError`s.
 */
import { z } from 'zod';
import { PriceBookSchema, type PriceBook, type VersionedPriceBook } from '../pricing/price-book.schema.js';

/** The book in force, its version, and when the owner saved it (null: the spec's default, never saved). */
export const PriceBookAnswerSchema = z.strictObject({
  version: z.int().min(1),
  savedAt: z.iso.datetime({ offset: true }).nullable(),
  book: PriceBookSchema,
});
export type PriceBookAnswer = z.infer<typeof PriceBookAnswerSchema>;

/**
 * `GET /api/price-book`: the public book and the business's IANA time zone (the server's
 * `BUSINESS_TIME_ZONE`, else the configuration's), so the banner and the wizard decide which promotions
 * run on the same wall clock as the server that prices the capture (decision 0312). The prerendered pages
 * cannot carry it: they are built before the server's configuration is known.
 */
export const PublicPriceBookAnswerSchema = PriceBookAnswerSchema.extend({ timeZone: z.string().min(1) });
export type PublicPriceBookAnswer = z.infer<typeof PublicPriceBookAnswerSchema>;

/**
 * What anyone may read of a book: everything but the promotions not advertised (a code handed out on a
 * flyer or to one customer stays with whoever has it).
 */
export function publicPriceBook(book: PriceBook): PriceBook {
  return { ...book, promotions: book.promotions.filter((p) => p.advertised) };
}

/** A stored book as the answer gives it. */
export function priceBookAnswer(
  { version, ...book }: VersionedPriceBook,
  savedAt: string | null,
): PriceBookAnswer {
  return { version, savedAt, book };
}
