import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { afterIdle } from '../timing/after-idle';
import { getToasts, subscribeToasts } from './toast-store';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

let everShown = false;
const hasToasts = () => (everShown ||= getToasts().length > 0);

/**
 * Mounts the Radix toast area the first time a toast is raised: its code stays off the landing page's
 * critical path (no JavaScript work until it is needed), and the toast that triggered it is shown at
 * once from the store. From then on the area (F8 region, live announcements) stays mounted. It is an
 * island of the site pages (decision 0260), so it is their module's default export.
 */
export default function ToastMount() {
  // Fetch the code while the browser is idle, so the first toast does not wait for the network.
  useEffect(() => afterIdle(() => void loadToaster(), { timeout: 5000, fallbackMs: 2000 }), []);
  const needed = useSyncExternalStore(subscribeToasts, hasToasts, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
