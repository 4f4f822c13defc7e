import { waitedText } from '@pw/funnel';
import { Link } from 'react-router-dom';
import { formatMoney, stageLabel } from '../admin-format';
import { useAdminData } from '../use-admin-data';
import { wantsText } from './lead-cards';
import { minutesSince, telHref } from './lead-links';

/**
 * On top of the inbox: the reachable leads (an e-mail or phone given) nobody has marked yet, the longest
 * waiting first, with how long each has waited (decision 0209).
 */
export function WaitingForYou({ now }: { now: number }) {
  const waiting = useAdminData('/api/admin/leads/waiting');
  return (
    <section
      aria-labelledby="waiting-heading"
      className="mb-6 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h2 id="waiting-heading" className="text-lg font-semibold text-slate-900">
        Waiting for you
        {waiting.status === 'ready' ? ` (${waiting.data.total})` : ''}
      </h2>
      {waiting.status === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {waiting.message}
        </p>
      ) : waiting.status === 'loading' ? (
        <p className="mt-2 text-sm text-slate-800">Loading…</p>
      ) : waiting.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-800">
          Nobody is waiting: every reachable lead has been answered.
        </p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label="Waiting for you">
          {waiting.data.items.map((l) => (
            <li
              key={l.email}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-white p-3 shadow-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <Link
                    to={`/admin/leads/${encodeURIComponent(l.email)}`}
                    className="text-brand-800 underline"
                  >
                    {l.name || l.emailAsTyped || l.email}
                  </Link>
                </p>
                <p className="text-sm break-words text-slate-800">
                  {wantsText(l.services, l.propertyType)} · {formatMoney(l.quotedPrice)} ·{' '}
                  {stageLabel(l.stage)}
                </p>
                <p className="text-sm font-medium text-amber-900" data-testid="waited">
                  Waiting {waitedText(minutesSince(l.reachableAt, now))}
                </p>
              </div>
              {l.phone ? (
                <a
                  href={telHref(l.phone)}
                  className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                  aria-label={`Call ${l.phone}`}
                >
                  Call
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
