import type { QuoteSnapshot } from '@pw/funnel';

/** The rows' own words around the price book's names; the owner's pages say them in English. */
export interface QuoteRowWords {
  /** A service, add-on or promotion by its English name; left out, the name as the snapshot has it. */
  name?: (english: string) => string;
  /** A line's size by its service's and its own English names; left out, as the snapshot has it. */
  size?: (service: string, label: string) => string;
  addOn: (name: string, service: string) => string;
  /** The discount's line; left out, the snapshot's own label (the pricing's English). */
  discount?: (label: string) => string;
  minimum: string;
  withCode: (name: string, code: string) => string;
}

const ENGLISH: QuoteRowWords = {
  addOn: (name, service) => `${name} (add-on to ${service})`,
  minimum: 'Up to the minimum charge',
  withCode: (name, code) => `${name} (code ${code})`,
};

/**
 * The rows of an itemized quote in the order it was priced: lines (with their size), add-ons, the
 * discount, what the minimum charge added, the promotion (with its code). The wizard's quote and the
 * owner's lead page show the same rows; `money` writes an amount as each page does, `words` the page's
 * language (the wizard's from the catalog).
 */
export function quoteRows(
  q: QuoteSnapshot,
  money: (dollars: number) => string,
  words: QuoteRowWords = ENGLISH,
): [string, string][] {
  const name = words.name ?? ((english: string) => english);
  const size = words.size ?? ((_service: string, label: string) => label);
  const line = (l: QuoteSnapshot['lines'][number]) =>
    l.size ? `${name(l.name)} (${size(l.name, l.size)})` : name(l.name);
  return [
    ...q.lines.map((l): [string, string] => [line(l), money(l.price)]),
    ...q.addOns.map((a): [string, string] => [words.addOn(name(a.name), name(a.service)), money(a.price)]),
    ...(q.discount
      ? [
          [words.discount?.(q.discount.label) ?? q.discount.label, `−${money(q.discount.amount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(q.minimumCharge !== null ? [[words.minimum, `+${money(q.minimumCharge)}`] as [string, string]] : []),
    ...(q.promotion
      ? [
          [
            q.promotion.code
              ? words.withCode(name(q.promotion.name), q.promotion.code)
              : name(q.promotion.name),
            `−${money(q.promotion.amount)}`,
          ] as [string, string],
        ]
      : []),
  ];
}
