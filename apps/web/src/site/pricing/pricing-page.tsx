import { Link } from 'react-router-dom';
import { usePageMeta } from '../../shared/page-meta';
import { siteConfig } from '../../config/site-config';
import { Island } from '../islands/island';
import { T } from '../../shared/i18n';

/** /pricing: the county's price list (an island) and the way to a quote. */
export function PricingPage() {
  usePageMeta('pricing');
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-brand-900">
        <T id="pricing.heading" values={{ county: siteConfig.county }} />
      </h1>
      <Island name="price-list" />
      <p className="mt-6 text-sm text-slate-700">
        <T id="pricing.note" values={{ county: siteConfig.county }} />
      </p>
      <div className="mt-8 text-center">
        <Link
          to="/onboarding/welcome"
          className="inline-flex min-h-12 items-center rounded-md bg-amber-500 px-8 py-3 font-semibold text-slate-900 shadow hover:bg-amber-400"
        >
          <T id="pricing.getQuote" />
        </Link>
      </div>
    </main>
  );
}
