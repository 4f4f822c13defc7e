/**
 * Minimal pages (the heading only) that hold the Leads and Analytics routes until their real pages land
 * (the admin-b branch replaces them).
 */
import { AdminPage } from './admin-page';

export function LeadsPlaceholder() {
  return <AdminPage title="Leads" />;
}

export function AnalyticsPlaceholder() {
  return <AdminPage title="Analytics" />;
}
