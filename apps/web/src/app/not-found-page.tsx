import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pageMeta, usePageMeta } from '../shared/page-meta';

/**
 * 404 page for every unknown path, inside the site's header and footer, with the way home and to a quote;
 * the path is logged so broken links show in the console.
 */
export function NotFoundPage() {
  const location = useLocation();
  usePageMeta(pageMeta.notFound);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center bg-slate-100 px-4 py-24">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-slate-900">404</h1>
        <p className="mb-6 text-xl text-slate-700">Oops! Page not found</p>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
          <Link to="/" className="text-blue-800 underline underline-offset-2 hover:text-blue-900">
            Return to Home
          </Link>
          <Link
            to="/onboarding"
            className="inline-flex min-h-11 items-center rounded-md bg-amber-500 px-4 font-semibold text-slate-900 hover:bg-amber-400"
          >
            Get a Free Quote
          </Link>
        </div>
      </div>
    </main>
  );
}
