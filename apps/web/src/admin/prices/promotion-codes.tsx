import { CODE_REFUSED_MESSAGE, CODE_STANDING_TEXT, type PromotionCodesAnswer } from '@pw/funnel';
import { Card, Table } from '../ui';
import { useAdminData } from '../use-admin-data';

/**
 * Each promotion code of the book in force, how often it was given and why a prospect typing it today
 * is refused: the prospect is told only "This code can't be used." (decision 0310), the owner sees why.
 */
export function PromotionCodesCard({ answer }: { answer: PromotionCodesAnswer }) {
  return (
    <Card
      title="Promotion codes today"
      intro={`A prospect whose code is refused reads only "${CODE_REFUSED_MESSAGE}" Here is why, as of ${answer.today}.`}
    >
      {answer.codes.length === 0 ? (
        <p className="text-slate-700">No promotion is given by code.</p>
      ) : (
        <Table
          caption="Promotion codes today"
          head={['Code', 'Promotion', 'Given', 'Today']}
          rows={answer.codes.map((c) => [
            c.code,
            c.name,
            c.useLimit === null ? `${c.uses} (no limit)` : `${c.uses} of ${c.useLimit}`,
            c.standing ? CODE_STANDING_TEXT[c.standing] : 'Given',
          ])}
        />
      )}
    </Card>
  );
}

/** The card with its own data (`GET /api/admin/promotion-codes`), read when the page opens. */
export function PromotionCodes() {
  const loaded = useAdminData('/api/admin/promotion-codes');
  if (loaded.status === 'loading') return null;
  if (loaded.status === 'error') {
    return (
      <p role="alert" className="text-red-700">
        {loaded.message}
      </p>
    );
  }
  return <PromotionCodesCard answer={loaded.data} />;
}
