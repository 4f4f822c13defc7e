import { AdminPage } from '../admin-page';
import { useAdminData } from '../use-admin-data';
import { PriceBookForm } from './price-book-form';
import { PromotionCodes } from './promotion-codes';

/** /admin/prices: the owner's price book (issue 21, decision 0245) and why each code is refused (decision 0310). */
export default function PricesPage() {
  const loaded = useAdminData('/api/admin/price-book');
  return (
    <AdminPage
      title="Prices"
      intro="What each service costs, by size, with add-ons, the minimum charge, the multi-service discount and promotions."
    >
      {loaded.status === 'loading' ? <p>Loading…</p> : null}
      {loaded.status === 'error' ? (
        <p role="alert" className="text-red-700">
          {loaded.message}
        </p>
      ) : null}
      {loaded.status === 'ready' ? <PriceBookForm loaded={loaded.data} /> : null}
      <PromotionCodes />
    </AdminPage>
  );
}
