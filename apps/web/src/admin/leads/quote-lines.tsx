import type { QuoteSnapshot } from '@pw/funnel';
import { formatMoney } from '../admin-format';

/** The rows of an itemized quote, in the order it was priced: lines, add-ons, discount, minimum, promotion. */
function rowsOf(q: QuoteSnapshot): [string, string][] {
  return [
    ...q.lines.map((l): [string, string] => [
      l.size ? `${l.name} (${l.size})` : l.name,
      formatMoney(l.price),
    ]),
    ...q.addOns.map((a): [string, string] => [`${a.name} (add-on to ${a.service})`, formatMoney(a.price)]),
    ...(q.discount ? [[q.discount.label, `−${formatMoney(q.discount.amount)}`] as [string, string]] : []),
    ...(q.minimumCharge !== null
      ? [['Up to the minimum charge', `+${formatMoney(q.minimumCharge)}`] as [string, string]]
      : []),
    ...(q.promotion
      ? [
          [
            q.promotion.code ? `${q.promotion.name} (code ${q.promotion.code})` : q.promotion.name,
            `−${formatMoney(q.promotion.amount)}`,
          ] as [string, string],
        ]
      : []),
  ];
}

/**
 * A lead's quote as it was given (issue 21): every line and the total, with the price book version it
 * came from, so the owner sees what the prospect saw even after the prices changed.
 */
export function QuoteLines({ quote }: { quote: QuoteSnapshot }) {
  return (
    <div>
      <ul className="space-y-1">
        {rowsOf(quote).map(([what, amount]) => (
          <li key={what} className="flex justify-between gap-4">
            <span>{what}</span>
            <span className="whitespace-nowrap tabular-nums">{amount}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
          <span>Total</span>
          <span className="tabular-nums">{formatMoney(quote.total)}</span>
        </li>
      </ul>
      <p className="mt-1 text-xs text-slate-600">Prices of version {quote.bookVersion}</p>
    </div>
  );
}
