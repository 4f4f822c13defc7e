import { AdminPage } from '../admin-page';

/** `/admin/settings`: the spec's Admin Settings. */
export default function SettingsPage() {
  return <AdminPage title="Admin Settings" />;
}
