import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { T } from '../shared/i18n';
import { usePageMeta } from '../shared/page-meta';

/**
 * 404 page for every unknown path, inside the site's header and footer, with the way home and to a quote;
 * the path is logged so broken links show in the console.
 */
export function NotFoundPage() {
  const location = useLocation();
  usePageMeta('notFound');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center bg-slate-100 px-4 py-24">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-slate-900">
          <T id="site.notFound.heading" />
        </h1>
        <p className="mb-6 text-xl text-slate-700">
          <T id="site.notFound.text" />
        </p>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
          <Link to="/" className="text-blue-800 underline underline-offset-2 hover:text-blue-900">
            <T id="site.notFound.home" />
          </Link>
          <Link
            to="/onboarding"
            className="inline-flex min-h-11 items-center rounded-md bg-amber-500 px-4 font-semibold text-slate-900 hover:bg-amber-400"
          >
            <T id="site.getFreeQuote" />
          </Link>
        </div>
      </div>
    </main>
  );
}
