import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadOnboardingRoutes } from '../onboarding/load-onboarding-routes';
import { HomePage } from '../site/home/home-page';
import { SiteLayout } from '../site/site-layout';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

const PricingPage = lazy(() =>
  import('../site/pricing/pricing-page').then((m) => ({ default: m.PricingPage })),
);
const PrivacyPage = lazy(() =>
  import('../site/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() => import('../site/terms/terms-page').then((m) => ({ default: m.TermsPage })));
const ManageBookingPage = lazy(() =>
  import('../booking/manage-booking-page').then((m) => ({ default: m.ManageBookingPage })),
);
const OnboardingRoutes = lazy(loadOnboardingRoutes);
// The owner area: one chunk for /admin/* and /data-fields, never part of the public pages' JavaScript.
const AdminApp = lazy(() => import('../admin/admin-app'));
const DataFieldsApp = lazy(() => import('../admin/admin-app').then((m) => ({ default: m.DataFieldsApp })));
// Development only: the statecharts drawn from their definitions (decision 0206). `import.meta.env.DEV` is
// a build-time constant, so production builds drop the route, the page and Mermaid.
const MachineDiagramsPage = import.meta.env.DEV
  ? lazy(() => import('../dev/machine-diagrams-page').then((m) => ({ default: m.MachineDiagramsPage })))
  : null;

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The Data Fields Manager (the spec's path, outside /admin), written once for both builds' route tables. */
const dataFieldsRoute = (
  <Route
    path="data-fields"
    element={
      <Lazy>
        <DataFieldsApp />
      </Lazy>
    }
  />
);

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
          <Route
            path="pricing"
            element={
              <Lazy>
                <PricingPage />
              </Lazy>
            }
          />
          <Route
            path="manage-booking"
            element={
              <Lazy>
                <ManageBookingPage />
              </Lazy>
            }
          />
          <Route
            path="privacy-policy"
            element={
              <Lazy>
                <PrivacyPage />
              </Lazy>
            }
          />
          <Route
            path="terms-of-service"
            element={
              <Lazy>
                <TermsPage />
              </Lazy>
            }
          />
          {/* Unknown paths keep the site's header and footer, so the visitor can go on from there. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="onboarding/*"
          element={
            <Lazy>
              <OnboardingRoutes />
            </Lazy>
          }
        />
        <Route
          path="admin/*"
          element={
            <Lazy>
              <AdminApp />
            </Lazy>
          }
        />
        {/* The production build folds this to the data-fields route alone: not even a `null` child is left. */}
        {MachineDiagramsPage ? (
          <>
            {dataFieldsRoute}
            <Route
              path="dev/machines"
              element={
                <Lazy>
                  <MachineDiagramsPage />
                </Lazy>
              }
            />
          </>
        ) : (
          dataFieldsRoute
        )}
      </Route>
    </Routes>
  );
}
