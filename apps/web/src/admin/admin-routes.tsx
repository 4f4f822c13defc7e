/**
 * The admin route table: one line per page under `/admin/`. Each page is its own lazy chunk, so the
 * owner downloads a page's code (charts, tables) only when opening it. To add a page: add ONE line
 * here (path relative to /admin, `nav` if it belongs in the navigation, the lazy page), nothing else.
 * `/data-fields` lives outside /admin (the spec's route) and is wired in admin-app.tsx.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminRoute {
  /** Path under /admin (react-router syntax, e.g. 'leads/:email'). */
  path: string;
  /** The navigation label, for pages listed in the navigation. */
  nav?: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const adminRoutes: AdminRoute[] = [
  // ---- Leads (admin-b). ----
  { path: 'leads', nav: 'Leads', Page: lazy(() => import('./leads/leads-page')) },
  { path: 'leads/:email', Page: lazy(() => import('./leads/lead-page')) },
  // ---- Analytics (admin-b). ----
  { path: 'analytics', nav: 'Analytics', Page: lazy(() => import('./analytics/analytics-page')) },
  // ---- Appointments (book). ----
  { path: 'appointments', nav: 'Appointments', Page: lazy(() => import('./appointments/appointments-page')) },
  // ---- Deliveries (admin-a). ----
  { path: 'deliveries', nav: 'Deliveries', Page: lazy(() => import('./deliveries/deliveries-page')) },
  // ---- Prices (prices, issue 21). ----
  { path: 'prices', nav: 'Prices', Page: lazy(() => import('./prices/prices-page')) },
  // ---- Settings (admin-a). ----
  { path: 'settings', nav: 'Settings', Page: lazy(() => import('./settings/settings-page')) },
];

/** The navigation, in the order: the /admin pages with a label, then the Data Fields Manager. */
export const adminNav: { to: string; label: string }[] = [
  ...adminRoutes.flatMap((r) => (r.nav ? [{ to: `/admin/${r.path}`, label: r.nav }] : [])),
  { to: '/data-fields', label: 'Data Fields' },
];
