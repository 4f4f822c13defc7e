import { useState } from 'react';
import { PROPERTY_CATEGORIES, type PriceBook, type PropertyCategory } from '@pw/funnel';
import { useEarlyTaps } from '../../shared/early-taps';
import { Tabs } from '../../shared/tabs';
import { useBusinessDay, usePriceBook } from '../shared/use-price-book';
import { priceNotes, priceRows } from './price-rows';
import { T, useLanguage, useT } from '../../shared/i18n';

const categories = PROPERTY_CATEGORIES;

function PriceTable({ book, category }: { book: PriceBook; category: PropertyCategory }) {
  const t = useT();
  const language = useLanguage();
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{t('pricing.caption', { category })}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className="py-3 pr-4 font-semibold">
            <T id="pricing.serviceType" />
          </th>
          <th scope="col" className="py-3 text-right font-semibold">
            <T id="pricing.price" />
          </th>
        </tr>
      </thead>
      <tbody>
        {priceRows(book, category, t, language).map(({ what, price }) => (
          <tr key={what} className="border-b border-slate-200">
            <td className="py-3 pr-4">{what}</td>
            <td className="py-3 text-right font-semibold whitespace-nowrap">{price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const tabTaps = categories.map((category) => `pricing-tab ${category}`);

/**
 * The price list (an island, decision 0260): two tabs, Residential first, from the owner's price book in
 * force (prerendered with the spec's default, then the server's), with its minimum, discount and promotion.
 */
export default function PriceList() {
  const { book, timeZone } = usePriceBook();
  const t = useT();
  const language = useLanguage();
  const notes = priceNotes(
    book,
    useBusinessDay((day) => priceNotes(book, day, t, language), timeZone),
    t,
    language,
  );
  // The tabs are controlled so a tab tapped before hydration is selected once hydrated (the last one wins).
  const [selected, setSelected] = useState(0);
  useEarlyTaps(tabTaps, (key) => setSelected(tabTaps.indexOf(key)));
  return (
    <>
      <Tabs
        items={categories.map((category, i) => ({
          label: t('pricing.category', { category }),
          tap: tabTaps[i],
          panel: <PriceTable book={book} category={category} />,
        }))}
        selected={selected}
        onSelect={setSelected}
        className="mt-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        listClassName="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1"
        tabClassName="min-h-11 rounded-md px-4 py-2 font-semibold text-slate-700 hover:bg-white/60 aria-selected:bg-white aria-selected:text-brand-900 aria-selected:shadow"
        panelClassName="mt-4"
      />
      {notes.map((note) => (
        <p key={note} className="mt-4 font-medium text-slate-900">
          {note}
        </p>
      ))}
    </>
  );
}
