import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pageMeta, usePageMeta } from './page-meta';

/** 404 page for every unknown path; the path is logged so broken links show in the console. */
export function NotFoundPage() {
  const location = useLocation();
  usePageMeta(pageMeta.notFound);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-slate-900">404</h1>
        <p className="mb-4 text-xl text-slate-700">Oops! Page not found</p>
        <Link to="/" className="text-blue-800 underline underline-offset-2 hover:text-blue-900">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
