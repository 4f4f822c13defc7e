import { jobLengthText, type QuoteSnapshot } from '@pw/funnel';
import { quoteRows } from '../../shared/quote-rows';
import { formatMoney } from '../admin-format';

/**
 * A lead's quote as it was given (issue 21): every line and the total, with the price book version it
 * came from, so the owner sees what the prospect saw even after the prices changed; and how long the job
 * takes a crew, when the quote was timed (issue 42; a quote given before has no length).
 */
export function QuoteLines({ quote }: { quote: QuoteSnapshot }) {
  return (
    <div>
      <ul className="space-y-1">
        {quoteRows(quote, formatMoney).map(([what, amount]) => (
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
      {quote.jobMinutes !== undefined ? (
        <p className="mt-1 text-sm text-slate-900">
          Job length: {jobLengthText(quote.jobMinutes)} of crew time, set-up and travel included
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">Prices of version {quote.bookVersion}</p>
    </div>
  );
}
