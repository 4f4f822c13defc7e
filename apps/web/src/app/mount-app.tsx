import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Renders the whole app (router and every route) into `container`: the app shell's paths, the wizard's
 * welcome once its island hands the page over (decision 0279) and a site page left by a link (decision
 * 0260). HTML already there stays on screen until the app is ready: as a transition, React keeps
 * it rather than commit empty Suspense fallbacks. `afterFirstCommit` runs once the app is on screen.
 */
export function mountApp(container: HTMLElement, afterFirstCommit?: () => void): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {afterFirstCommit ? <AfterFirstCommit run={afterFirstCommit} /> : null}
    </StrictMode>
  );
  if (container.hasChildNodes()) startTransition(() => createRoot(container).render(app));
  else createRoot(container).render(app);
}
