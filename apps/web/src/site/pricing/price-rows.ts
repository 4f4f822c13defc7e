import {
  bannerPromotion,
  formatDollars,
  type PriceBook,
  type PropertyCategory,
  type Promotion,
} from '@pw/funnel';
import { usDay } from '../shared/us-day';

/** One row of a Pricing table: what is priced and its price as the page writes it. */
export interface PriceRow {
  what: string;
  price: string;
}

/**
 * A segment's rows in the book's order: a service at its base price, or one row per size when it asks
 * one ("Driveway Cleaning, 3-4 cars"), then its add-ons ("Sealing (add-on to Driveway Cleaning)", +$120).
 */
export function priceRows(book: PriceBook, category: PropertyCategory): PriceRow[] {
  return book.categories[category].services.flatMap((s) => [
    ...(s.size
      ? s.size.tiers.map((t) => ({ what: `${s.name}, ${t.label}`, price: formatDollars(t.price) }))
      : [{ what: s.name, price: formatDollars(s.price) }]),
    ...s.addOns.map((a) => ({
      what: `${a.name} (add-on to ${s.name})`,
      price: `+${formatDollars(a.price)}`,
    })),
  ]);
}

function promotionSentence(p: Promotion): string {
  const how = p.code ? ` with the code ${p.code}` : '';
  const until = p.endsOn ? ` until ${usDay(p.endsOn)}` : '';
  return `${p.name}${how}${until}.`;
}

/** The sentences under the tables: the minimum charge, the multi-service discount and today's promotion. */
export function priceNotes(book: PriceBook, today: string): string[] {
  const { percent, fromServices } = book.multiServiceDiscount;
  const promotion = bannerPromotion(book, today);
  return [
    ...(book.minimumCharge > 0 ? [`Every job is at least ${formatDollars(book.minimumCharge)}.`] : []),
    ...(percent > 0 ? [`${percent}% off when you book ${fromServices} or more services.`] : []),
    ...(promotion ? [promotionSentence(promotion)] : []),
  ];
}
