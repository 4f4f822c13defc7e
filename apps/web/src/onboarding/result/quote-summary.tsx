import { formatDollars, type Quote } from '@pw/funnel';
import { T, useT } from '../../shared/i18n';
import { quoteRows } from '../../shared/quote-rows';
import { ENGLISH_NAMES, type BookNames } from '../book-names';

/**
 * The quote card: total, package name, the Service/Price table with its Total row and the notes. A quote
 * priced with the price book lists every line of it (sizes, add-ons, discount, minimum, promotion).
 */
export function QuoteSummary({
  quote,
  discount,
  names = ENGLISH_NAMES,
}: {
  quote: Quote;
  /** How the page names the book's services, sizes, add-ons and promotions (decision 0329). */
  names?: BookNames;
  /** The book's multi-service discount, which priced the quote's discount line (its words are the catalog's). */
  discount?: { percent: number; fromServices: number };
}) {
  const t = useT();
  const { services, total } = quote;
  const rows = quote.itemized
    ? quoteRows(quote.itemized, formatDollars, {
        name: names.name,
        size: names.size,
        addOn: (name, service) => t('wizard.summary.addOn', { name, service }),
        ...(discount
          ? {
              discount: () =>
                t('wizard.summary.discount', { percent: discount.percent, from: discount.fromServices }),
            }
          : {}),
        minimum: t('wizard.summary.minimum'),
        withCode: (name, code) => t('wizard.summary.code', { name, code }),
      })
    : services.map((line): [string, string] => [names.name(line.name), formatDollars(line.price)]);
  const first = services[0];
  const title =
    services.length > 1
      ? t('wizard.summary.package', { count: services.length })
      : first
        ? names.name(first.name)
        : '';
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-brand-700 p-5 text-center text-white">
        <p className="text-4xl font-bold">{formatDollars(total)}</p>
        <p className="mt-1 text-lg font-medium">{title}</p>
      </div>
      <table className="w-full text-left text-slate-900">
        <caption className="sr-only">
          <T id="wizard.summary.caption" />
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              <T id="wizard.summary.service" />
            </th>
            <th scope="col" className="py-2 text-right">
              <T id="wizard.summary.price" />
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
              <T id="wizard.summary.total" />
            </th>
            <td className="py-2 text-right">{formatDollars(total)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-sky-50 p-3">
          <dt className="font-semibold text-slate-900">
            <T id="wizard.summary.availability" />
          </dt>
          <dd className="text-slate-700">
            <T id="wizard.summary.availability.text" />
          </dd>
        </div>
        <div className="rounded-lg bg-sky-50 p-3">
          <dt className="font-semibold text-slate-900">
            <T id="wizard.summary.payment" />
          </dt>
          <dd className="text-slate-700">
            <T id="wizard.summary.payment.text" />
          </dd>
        </div>
      </dl>
    </div>
  );
}
