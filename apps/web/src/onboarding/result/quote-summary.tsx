import { formatDollars, type Quote } from '@pw/funnel';
import { quoteRows } from '../../shared/quote-rows';

/**
 * The quote card: total, package name, the Service/Price table with its Total row and the notes. A quote
 * priced with the price book lists every line of it (sizes, add-ons, discount, minimum, promotion).
 */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { services, total } = quote;
  const rows = quote.itemized
    ? quoteRows(quote.itemized, formatDollars)
    : services.map((line): [string, string] => [line.name, formatDollars(line.price)]);
  const title = services.length > 1 ? `${services.length} Services Package` : (services[0]?.name ?? '');
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-brand-700 p-5 text-center text-white">
        <p className="text-4xl font-bold">{formatDollars(total)}</p>
        <p className="mt-1 text-lg font-medium">{title}</p>
      </div>
      <table className="w-full text-left text-slate-900">
        <caption className="sr-only">Quote details</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              Service
            </th>
            <th scope="col" className="py-2 text-right">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([what, amount]) => (
            <tr key={what} className="border-b border-slate-200">
              <td className="py-2">{what}</td>
              <td className="py-2 text-right whitespace-nowrap">{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className="py-2">
              Total
            </th>
            <td className="py-2 text-right">{formatDollars(total)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-sky-50 p-3">
          <dt className="font-semibold text-slate-900">Availability</dt>
          <dd className="text-slate-700">Same-day or next-day service available</dd>
        </div>
        <div className="rounded-lg bg-sky-50 p-3">
          <dt className="font-semibold text-slate-900">Payment</dt>
          <dd className="text-slate-700">Pay after service completion</dd>
        </div>
      </dl>
    </div>
  );
}
