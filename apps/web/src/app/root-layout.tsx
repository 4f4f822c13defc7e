import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Island } from '../site/islands/island';
import { markInteractive } from './mark-interactive';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Wraps every route: error boundary, toast area (an island: a site page hydrates it alone, decision 0260),
 * and scroll to top on a new page (unless #section).
 */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    markInteractive();
  }, []);
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <Island name="toast-mount" />
    </>
  );
}
