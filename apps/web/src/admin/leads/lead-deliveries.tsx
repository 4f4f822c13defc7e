import { formatTime, stageLabel } from '../admin-format';
import type { Delivery } from '@pw/funnel';

/** The webhook deliveries of the lead, newest first, each with every attempt. */
export function LeadDeliveries({ deliveries }: { deliveries: Delivery[] }) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-700">No webhook deliveries.</p>;
  return (
    <ul className="space-y-3" aria-label="Deliveries">
      {deliveries.map((d) => (
        <li key={d.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
          <p>
            <strong>{stageLabel(typeof d.body.stage === 'string' ? d.body.stage : null)}</strong> · {d.status}{' '}
            · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'} · queued {formatTime(d.created_at)}
            {d.delivered_at ? ` · delivered ${formatTime(d.delivered_at)}` : ''}
            {d.status === 'pending' && d.next_attempt_at
              ? ` · next try ${formatTime(d.next_attempt_at)}`
              : ''}
          </p>
          {d.attemptLog.length ? (
            <ol className="mt-1 list-decimal pl-5 text-slate-800">
              {d.attemptLog.map((a) => (
                <li key={a.attempt}>
                  {formatTime(a.startedAt)}: {a.statusCode ?? 'no answer'} in {a.durationMs} ms
                  {a.error ? ` (${a.error})` : ''}
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
