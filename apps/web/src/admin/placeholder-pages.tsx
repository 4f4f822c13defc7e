/**
 * Minimal pages (the heading only) that hold the Leads, Analytics and Appointments routes until their
 * real pages land: the admin-b branch replaces Leads and Analytics, the book branch Appointments.
 */
import { AdminPage } from './admin-page';

export function LeadsPlaceholder() {
  return <AdminPage title="Leads" />;
}

export function AnalyticsPlaceholder() {
  return <AdminPage title="Analytics" />;
}

export function AppointmentsPlaceholder() {
  return <AdminPage title="Appointments" />;
}
