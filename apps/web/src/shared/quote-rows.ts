import type { QuoteSnapshot } from '@pw/funnel';

/**
 * The rows of an itemized quote in the order it was priced: lines (with their size), add-ons, the
 * discount, what the minimum charge added, the promotion (with its code). The wizard's quote and the
 * owner's lead page show the same rows; `money` writes an amount as each page does.
 */
export function quoteRows(q: QuoteSnapshot, money: (dollars: number) => string): [string, string][] {
  return [
    ...q.lines.map((l): [string, string] => [l.size ? `${l.name} (${l.size})` : l.name, money(l.price)]),
    ...q.addOns.map((a): [string, string] => [`${a.name} (add-on to ${a.service})`, money(a.price)]),
    ...(q.discount ? [[q.discount.label, `−${money(q.discount.amount)}`] as [string, string]] : []),
    ...(q.minimumCharge !== null
      ? [['Up to the minimum charge', `+${money(q.minimumCharge)}`] as [string, string]]
      : []),
    ...(q.promotion
      ? [
          [
            q.promotion.code ? `${q.promotion.name} (code ${q.promotion.code})` : q.promotion.name,
            `−${money(q.promotion.amount)}`,
          ] as [string, string],
        ]
      : []),
  ];
}
