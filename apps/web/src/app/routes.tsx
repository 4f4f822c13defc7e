import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadOnboardingRoutes } from '../onboarding/load-onboarding-routes';
import { HomePage } from '../site/home/home-page';
import { SiteLayout } from '../site/site-layout';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

/** A route's page in a chunk of its own: a lazy component, with an empty Suspense fallback meanwhile. */
const routePage = (load: () => Promise<ComponentType>) =>
  lazy(() => load().then((page) => ({ default: page })));

/** The pages in chunks of their own, by their route's path in the table below. */
const pages = {
  pricing: routePage(() => import('../site/pricing/pricing-page').then((m) => m.PricingPage)),
  'privacy-policy': routePage(() => import('../site/privacy/privacy-page').then((m) => m.PrivacyPage)),
  'terms-of-service': routePage(() => import('../site/terms/terms-page').then((m) => m.TermsPage)),
  'manage-booking': routePage(() =>
    import('../booking/manage-booking-page').then((m) => m.ManageBookingPage),
  ),
  'onboarding/*': routePage(() => loadOnboardingRoutes().then((m) => m.default)),
  // The owner area: one chunk for /admin/* and /data-fields, never part of the public pages' JavaScript.
  'admin/*': routePage(() => import('../admin/admin-app').then((m) => m.default)),
  'data-fields': routePage(() => import('../admin/admin-app').then((m) => m.DataFieldsApp)),
};

// Development only: the statecharts drawn from their definitions (decision 0206). `import.meta.env.DEV` is
// a build-time constant, so production builds drop the route, the page and Mermaid.
const MachineDiagramsPage = import.meta.env.DEV
  ? lazy(() => import('../dev/machine-diagrams-page').then((m) => ({ default: m.MachineDiagramsPage })))
  : null;

/**
 * The route of one of `pages`, at its path. No Suspense boundary of its own: the router's navigations and
 * the app's first render over a prerendered page (`mountApp`) are transitions, so the page shown before
 * stays until this one's code has arrived, instead of an empty frame between (decision 0315).
 */
function pageRoute(path: keyof typeof pages) {
  const Page = pages[path];
  return <Route path={path} element={<Page />} />;
}

/**
 * The route table, shared by the browser and the prerenderer. Home is in the first bundle; pricing,
 * privacy, the wizard and the owner area are chunks of their own (preloaded into the prerendered HTML of their pages,
 * and hydrated in place when they arrive). See docs/decisions/0030 for why this is a declarative
 * route tree rather than a data router.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          {pageRoute('pricing')}
          {pageRoute('manage-booking')}
          {pageRoute('privacy-policy')}
          {pageRoute('terms-of-service')}
          {/* Unknown paths keep the site's header and footer, so the visitor can go on from there. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {pageRoute('onboarding/*')}
        {pageRoute('admin/*')}
        {/* The production build folds this to the data-fields route alone: not even a `null` child is left. */}
        {MachineDiagramsPage ? (
          <>
            {pageRoute('data-fields')}
            <Route path="dev/machines" element={<MachineDiagramsPage />} />
          </>
        ) : (
          pageRoute('data-fields')
        )}
      </Route>
    </Routes>
  );
}
