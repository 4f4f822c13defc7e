import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider, loadPageI18n } from '../shared/i18n';
import { routerBasename } from './route-paths';
import { AppRoutes } from './routes';

function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Renders the whole app (router and every route) into `container`: the app shell's paths, the wizard's
 * welcome once its island hands the page over (decision 0279) and a site page left by a link (decision
 * 0260). HTML already there stays on screen until the app is ready: rendered as a transition, React keeps
 * it rather than commit an empty Suspense fallback while a page's code loads, renders in slices that yield
 * to the browser, and replaces the old HTML whole in its first commit (decision 0315). `afterFirstCommit`
 * runs once the app is on screen, after the app's own effects. The app speaks the document's language
 * (its path's) for the document's life: the language switch loads the other language's page (decision
 * 0322), whose router sees the same paths under its basename.
 */
export async function mountApp(container: HTMLElement, afterFirstCommit?: () => void): Promise<Root> {
  const i18n = await loadPageI18n();
  document.documentElement.lang = i18n.language;
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <BrowserRouter basename={routerBasename(i18n.language)}>
          <AppRoutes />
        </BrowserRouter>
      </I18nProvider>
      {afterFirstCommit ? <AfterFirstCommit run={afterFirstCommit} /> : null}
    </StrictMode>
  );
  const root = createRoot(container);
  if (container.hasChildNodes()) startTransition(() => root.render(app));
  else root.render(app);
  return root;
}
