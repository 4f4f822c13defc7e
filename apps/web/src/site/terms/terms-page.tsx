import { Link } from 'react-router-dom';
import { usePageMeta } from '../../shared/page-meta';
import { formatPhoneDisplay } from '@pw/funnel';
import { telHref } from '../../config/format-phone';
import { siteConfig } from '../../config/site-config';

/**
 * /terms-of-service: the spec's "Terms of Service placeholder" as an honest page (decision 0144): the
 * terms of each job are written into its estimate, and how to ask, from the site configuration.
 */
export function TermsPage() {
  usePageMeta('terms');
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Terms of Service</h1>
      <div className="mt-6 space-y-4 leading-relaxed text-slate-800">
        <p>
          Quotes from this website are free estimates. The terms of each job (scope, price, schedule and
          guarantee) are written into the estimate {siteConfig.businessName} confirms with you before any work
          begins.
        </p>
        <p>
          Questions about our terms? Call{' '}
          <a href={telHref(siteConfig.phone)} className="text-brand-700 underline">
            {formatPhoneDisplay(siteConfig.phone)}
          </a>{' '}
          or e-mail{' '}
          <a
            href={`mailto:${siteConfig.email}`}
            className="text-brand-700 underline [overflow-wrap:anywhere]"
          >
            {siteConfig.email}
          </a>
          . How we handle your information is in our{' '}
          <Link to="/privacy-policy" className="text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
