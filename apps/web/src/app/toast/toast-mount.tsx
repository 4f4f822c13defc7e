import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

let everShown = false;
const hasToasts = () => (everShown ||= getToasts().length > 0);

/**
 * Mounts the Radix toast area the first time a toast is raised: its code stays off the landing page's
 * critical path (no JavaScript work until it is needed), and the toast that triggered it is shown at
 * once from the store. From then on the area (F8 region, live announcements) stays mounted.
 */
export function ToastMount() {
  const needed = useSyncExternalStore(subscribeToasts, hasToasts, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
