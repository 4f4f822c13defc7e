import './app/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';
import { browserStore } from './shared/data/browser-storage';
import { hasQueuedCaptures } from './shared/data/capture-outbox';
import { warmImages } from './site/shared/warm-images';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// Hydrate only the page prerendered for this very path; any other path (the server's SPA fallback)
// renders from scratch. HTML that is a first paint only (the wizard's welcome) stays on screen until
// the fresh render is ready: as a transition, React keeps it rather than commit empty Suspense fallbacks.
// Hydration is a transition too, so React yields to the browser every few milliseconds instead of
// hydrating the whole page in one long task (decision 0199); a tap meanwhile hydrates at once.
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
if (container.dataset.prerendered === path) startTransition(() => void hydrateRoot(container, app));
else if (container.hasChildNodes()) startTransition(() => createRoot(container).render(app));
else createRoot(container).render(app);
warmImages();
// Captures queued on an earlier visit (the server was away) are sent as soon as the site opens again,
// on any page; the capture client is a chunk of its own, loaded only then.
if (hasQueuedCaptures(browserStore())) {
  void import('./shared/data/lead-capture.service').then((m) => m.sharedLeadCapture());
}
