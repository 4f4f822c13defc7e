import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';

// The toast area mounts right after hydration: Radix stays out of the first bundle, and a toast raised
// before it arrives waits in the store and shows as soon as it mounts.
const Toaster = lazy(() => import('./toast/toaster').then((m) => ({ default: m.Toaster })));

const noSubscription = () => () => {};

/** Wraps every route: error boundary, toast area, and scroll to top on a new page (unless #section). */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
