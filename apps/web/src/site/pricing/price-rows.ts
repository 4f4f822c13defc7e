import {
  bannerPromotion,
  formatDollars,
  nameIn,
  type PriceBook,
  type PropertyCategory,
  type Promotion,
} from '@pw/funnel';
import { siteDay, type Translate } from '../../shared/i18n';
import type { Language } from '@pw/funnel';

/** One row of a Pricing table: what is priced and its price as the page writes it. */
export interface PriceRow {
  what: string;
  price: string;
}

/**
 * A segment's rows in the book's order: a service at its base price, or one row per size when it asks
 * one ("Driveway Cleaning, 3-4 cars"), then its add-ons ("Sealing (add-on to Driveway Cleaning)", +$120);
 * each name in the page's language where the book has it (`nameIn`, decision 0326).
 */
export function priceRows(
  book: PriceBook,
  category: PropertyCategory,
  t: Translate,
  language: Language = 'en',
): PriceRow[] {
  return book.categories[category].services.flatMap((s) => [
    ...(s.size
      ? s.size.tiers.map((tier) => ({
          what: `${nameIn(s, language)}, ${tier.label}`,
          price: formatDollars(tier.price),
        }))
      : [{ what: nameIn(s, language), price: formatDollars(s.price) }]),
    ...s.addOns.map((a) => ({
      what: t('pricing.addOn', { addOn: nameIn(a, language), service: nameIn(s, language) }),
      price: `+${formatDollars(a.price)}`,
    })),
  ]);
}

function promotionSentence(p: Promotion, t: Translate, language: Language): string {
  return t('pricing.promotion', {
    name: nameIn(p, language),
    hasCode: p.code ? 'yes' : 'no',
    code: p.code ?? '',
    hasEnd: p.endsOn ? 'yes' : 'no',
    day: p.endsOn ? siteDay(p.endsOn, language) : '',
  });
}

/** The sentences under the tables: the minimum charge, the multi-service discount and today's promotion. */
export function priceNotes(book: PriceBook, today: string, t: Translate, language: Language): string[] {
  const { percent, fromServices } = book.multiServiceDiscount;
  const promotion = bannerPromotion(book, today);
  return [
    ...(book.minimumCharge > 0 ? [t('pricing.minimum', { amount: formatDollars(book.minimumCharge) })] : []),
    ...(percent > 0 ? [t('pricing.discount', { percent, services: fromServices })] : []),
    ...(promotion ? [promotionSentence(promotion, t, language)] : []),
  ];
}
