import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../admin-page';
import { useAdminData } from '../use-admin-data';
import { LeadFilters, type LeadQuery } from './lead-filters';
import { LeadCards } from './lead-cards';
import { LeadsTable } from './leads-table';
import { WaitingForYou } from './waiting-for-you';
import { paramsOf, queryFromParams } from './leads-query';

const button =
  'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50';

/**
 * `/admin/leads`: the inbox. The query (search, filters, sort) lives in the page address, so a filtered
 * view can be bookmarked and Back works; pages are keyset (the cursors walked so far are kept for
 * "Previous"). The CSV link exports every lead the filters match.
 */
export default function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const filters = paramsOf({ ...query, cursor: undefined, limit: undefined });
  const key = filters.toString();
  // The cursors of the pages walked so far, for the current filters only.
  const [walk, setWalk] = useState<{ key: string; cursors: string[] }>({ key, cursors: [] });
  const cursors = walk.key === key ? walk.cursors : [];
  const cursor = cursors.at(-1);
  const listParams = new URLSearchParams(filters);
  if (cursor) listParams.set('cursor', cursor);
  const page = useAdminData('/api/admin/leads', { query: Object.fromEntries(listParams) });

  const change = (q: LeadQuery) => setParams(paramsOf(q), { replace: true });
  // The moment waits are counted to, fixed for this render of the page.
  const [now] = useState(() => Date.now());
  const csvHref = `/api/admin/leads.csv${key ? `?${key}` : ''}`;

  return (
    <AdminPage title="Leads" intro="Everyone who started the wizard or the booking form and gave an e-mail.">
      <WaitingForYou now={now} />
      <LeadFilters query={query} onChange={change} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="mr-auto text-sm text-slate-800" role="status" aria-live="polite">
          {page.status === 'ready'
            ? `${page.data.total.toLocaleString('en-US')}${page.data.totalCapped ? '+' : ''} ${
                page.data.total === 1 ? 'lead' : 'leads'
              }${cursors.length ? `, page ${cursors.length + 1}` : ''}`
            : page.status === 'loading'
              ? 'Loading leads…'
              : ''}
        </p>
        <a href={csvHref} download className={button}>
          Download CSV
        </a>
      </div>
      <div className="mt-3">
        {page.status === 'error' ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {page.message}
          </p>
        ) : page.status === 'ready' ? (
          page.data.items.length ? (
            <>
              <div className="md:hidden">
                <LeadCards leads={page.data.items} now={now} />
              </div>
              <div className="hidden md:block">
                <LeadsTable leads={page.data.items} now={now} />
              </div>
            </>
          ) : (
            <p className="rounded-lg bg-white p-4 text-sm text-slate-700">No leads match these filters.</p>
          )
        ) : null}
      </div>
      <nav aria-label="Pages" className="mt-3 flex gap-3">
        <button
          type="button"
          className={button}
          disabled={cursors.length === 0}
          onClick={() => setWalk({ key, cursors: cursors.slice(0, -1) })}
        >
          Previous page
        </button>
        <button
          type="button"
          className={button}
          disabled={page.status !== 'ready' || !page.data.nextCursor}
          onClick={() =>
            page.status === 'ready' &&
            page.data.nextCursor &&
            setWalk({ key, cursors: [...cursors, page.data.nextCursor] })
          }
        >
          Next page
        </button>
      </nav>
    </AdminPage>
  );
}
