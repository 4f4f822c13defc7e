import type { DeliveryPage } from '@pw/funnel';
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from '../../shared/toast';
import { apiGet, apiSend, failureSentence } from '../../shared/data/api-client';
import { AdminPage } from '../admin-page';
import { Button } from '../ui';
import { PAGE_SIZE } from './deliveries-api';
import { DeliveryRow } from './delivery-row';

const STATUSES = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Waiting or failing' },
  { value: 'dead', label: 'Dead (gave up)' },
  { value: 'delivered', label: 'Delivered' },
] as const;

const reason = (err: unknown) => failureSentence(err, 'The server cannot be reached.');

/** `/admin/deliveries`: every webhook delivery with its attempts; redeliver one, or every dead one. */
export default function DeliveriesPage() {
  const id = useId();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<DeliveryPage | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    const ctrl = new AbortController();
    apiGet('/api/admin/deliveries', { query: { page, pageSize: PAGE_SIZE, status }, signal: ctrl.signal })
      .then((res) => {
        setData(res);
        setError('');
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setError(reason(err));
      });
    // The log changes on its own as the worker sends: refreshed every 5 s while open.
    const timer = setTimeout(reload, 5000);
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [status, page, tick, reload]);

  const act = async <T,>(request: () => Promise<T>, done: (res: T) => string) => {
    setBusy(true);
    try {
      const res = await request();
      toast({ title: 'Redelivery queued', description: done(res) });
      reload();
    } catch (err) {
      toast({ title: 'Error', description: reason(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <AdminPage
      title="Deliveries"
      intro="Every webhook call: what was sent, each attempt and what the receiver answered."
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
          >
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="primary"
          disabled={busy}
          onClick={() =>
            void act(
              () => apiSend('POST', '/api/admin/deliveries/redeliver-dead'),
              (r) =>
                r.queued
                  ? `${r.queued} dead deliveries will be sent again now.`
                  : 'There are no dead deliveries.',
            )
          }
        >
          Redeliver all dead
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mb-4 text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="mb-2 text-sm text-slate-700">
        {data ? `${data.total} ${data.total === 1 ? 'delivery' : 'deliveries'}` : 'Loading…'}
      </p>
      <ul className="space-y-3">
        {data?.items.map((d) => (
          <DeliveryRow
            key={d.id}
            d={d}
            busy={busy}
            onRedeliver={() =>
              void act(
                () => apiSend('POST', '/api/admin/deliveries/:id/redeliver', { params: { id: d.id } }),
                () => `The delivery to ${d.email} will be sent again now.`,
              )
            }
          />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-800">
            Page {page} of {pages}
          </span>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </AdminPage>
  );
}
