import { AdminPage } from '../admin-page';

/** `/data-fields`: the spec's Data Fields Manager. */
export default function DataFieldsPage() {
  return <AdminPage title="Data Fields Manager" />;
}
