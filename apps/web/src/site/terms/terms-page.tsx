import { Link } from 'react-router-dom';
import { usePageMeta } from '../../shared/page-meta';
import { formatPhoneDisplay } from '@pw/funnel';
import { telHref } from '../../config/format-phone';
import { siteConfig } from '../../config/site-config';
import { T } from '../../shared/i18n';

/**
 * /terms-of-service: the spec's "Terms of Service placeholder" as an honest page (decision 0144): the
 * terms of each job are written into its estimate, and how to ask, from the site configuration.
 */
export function TermsPage() {
  usePageMeta('terms');
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">
        <T id="terms.heading" />
      </h1>
      <div className="mt-6 space-y-4 leading-relaxed text-slate-800">
        <p>
          <T id="terms.estimates" values={{ business: siteConfig.businessName }} />
        </p>
        <p>
          <T
            id="terms.questions"
            values={{
              phone: (
                <a href={telHref(siteConfig.phone)} className="text-brand-700 underline">
                  {formatPhoneDisplay(siteConfig.phone)}
                </a>
              ),
              email: (
                <a
                  href={`mailto:${siteConfig.email}`}
                  className="text-brand-700 underline [overflow-wrap:anywhere]"
                >
                  {siteConfig.email}
                </a>
              ),
              privacy: (
                <Link to="/privacy-policy" className="text-brand-700 underline">
                  <T id="privacy.heading" />
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </main>
  );
}
