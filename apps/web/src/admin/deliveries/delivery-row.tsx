import type { Delivery } from '@pw/funnel';
import { Button } from '../ui';
import { attemptText, when } from './deliveries-api';

const STATUS_STYLE: Record<Delivery['status'], string> = {
  delivered: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
  dead: 'bg-red-100 text-red-900',
};

/** What the owner reads first: delivered, waiting (first try), retrying after failures, or given up. */
function statusText(d: Delivery): string {
  if (d.status === 'pending' && d.attempts > 0) return 'failing, will retry';
  if (d.status === 'pending') return 'waiting';
  return d.status === 'dead' ? 'dead (gave up)' : 'delivered';
}

/** One delivery: who, which stage, status, attempts (time, status code, latency, error), next retry. */
export function DeliveryRow({
  d,
  onRedeliver,
  busy,
}: {
  d: Delivery;
  onRedeliver: () => void;
  busy: boolean;
}) {
  const stage = typeof d.body.stage === 'string' ? d.body.stage : '';
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="delivery">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
        <p className="mr-auto min-w-0 font-medium break-all text-slate-900">{d.email}</p>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STATUS_STYLE[d.status]}`}>
          {statusText(d)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="inline font-medium">Stage: </dt>
          <dd className="inline">{stage}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Queued: </dt>
          <dd className="inline">{when(d.created_at)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Attempts: </dt>
          <dd className="inline">{d.attempts}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{d.status === 'delivered' ? 'Delivered: ' : 'Next retry: '}</dt>
          <dd className="inline">
            {d.status === 'delivered'
              ? when(d.delivered_at)
              : d.status === 'dead'
                ? 'none'
                : when(d.next_attempt_at)}
          </dd>
        </div>
      </dl>
      {d.attemptLog.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-800">
            Attempt log ({d.attemptLog.length})
          </summary>
          <ol className="mt-2 space-y-1">
            {d.attemptLog.map((a) => (
              <li key={`${a.attempt}-${a.startedAt}`} className="break-all text-slate-800">
                #{a.attempt} at {when(a.startedAt)}: {attemptText(a)}{' '}
                <span className="text-slate-600">({a.url})</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className="mt-3">
        <Button onClick={onRedeliver} disabled={busy} aria-label={`Redeliver ${stage} for ${d.email}`}>
          Redeliver
        </Button>
      </div>
    </li>
  );
}
