import { StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from '../shared/timing/next-task';
import { AppRoutes, preloadPage } from './routes';

function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Renders the whole app (router and every route) into `container`: the app shell's paths, the wizard's
 * welcome once its island hands the page over (decision 0279) and a site page left by a link (decision
 * 0260). HTML already there stays on screen until the app can replace it whole (decision 0306): the
 * page's code is loaded first, then the old HTML is removed and the app rendered and committed in the
 * same task, so no frame shows the page empty. `afterFirstCommit` runs once the app is on screen, after
 * the app's own effects. Resolves to the app's root; rejects, with the old HTML still there, when the
 * page's code cannot be loaded.
 */
export async function mountApp(container: HTMLElement, afterFirstCommit?: () => void): Promise<Root> {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {afterFirstCommit ? <AfterFirstCommit run={afterFirstCommit} /> : null}
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    await preloadPage(location.pathname);
    // The app's render in a task of its own, not the one that evaluated its code: Preact does not slice
    // a render, and the two made one long task (decision 0306).
    await nextTask();
    container.replaceChildren();
  }
  const root = createRoot(container);
  flushSync(() => root.render(app));
  return root;
}
