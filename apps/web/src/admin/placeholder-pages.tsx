/**
 * A minimal page (the heading only) that holds the Appointments route until its real page lands (the
 * book branch).
 */
import { AdminPage } from './admin-page';

export function AppointmentsPlaceholder() {
  return <AdminPage title="Appointments" />;
}
