/**
 * The owner area, one lazy chunk loaded only for `/admin/*` and `/data-fields` (nothing of it reaches the
 * public pages' JavaScript). Sign-in is open; every other page needs the owner's session.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './admin-layout';
import { AdminPage } from './admin-page';
import { adminRoutes } from './admin-routes';
import { LoginPage } from './login-page';
import { RequireOwner } from './require-owner';

const DataFieldsPage = lazy(() => import('./data-fields/data-fields-page'));

function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>;
}

function AdminNotFound() {
  return <AdminPage title="Page not found" intro="There is no such page in the owner area." />;
}

/** Everything under `/admin/`. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireOwner>
            <AdminLayout />
          </RequireOwner>
        }
      >
        <Route index element={<Navigate to="leads" replace />} />
        {adminRoutes.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <PageSuspense>
                <Page />
              </PageSuspense>
            }
          />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

/** `/data-fields`: the Data Fields Manager, owner-only, in the admin layout. */
export function DataFieldsApp() {
  return (
    <RequireOwner>
      <AdminLayout>
        <PageSuspense>
          <DataFieldsPage />
        </PageSuspense>
      </AdminLayout>
    </RequireOwner>
  );
}
