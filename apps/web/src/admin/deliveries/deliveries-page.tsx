import { AdminPage } from '../admin-page';

/** `/admin/deliveries`: every webhook delivery with its attempts. */
export default function DeliveriesPage() {
  return <AdminPage title="Deliveries" />;
}
