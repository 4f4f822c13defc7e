import { waitedText, type InboxPageLead } from '@pw/funnel';
import { Link } from 'react-router-dom';
import { formatMoney, languageName, stageLabel } from '../admin-format';
import { minutesSince, telHref } from './lead-links';

/** What a prospect wants: the services, then the property type. */
export function wantsText(services: string | null, propertyType: string | null): string {
  return [services, propertyType].filter(Boolean).join(' · ') || 'Not said yet';
}

/** How the owner stands with a lead in a few words: waited so long, answered in so long, won, lost. */
export function waitText(l: InboxPageLead, now: number): string {
  const c = l.contact;
  if (!c) return '—';
  if (c.outcome) return c.outcome === 'won' ? 'Won' : 'Lost';
  if (c.responseMinutes !== null) return `Answered in ${waitedText(c.responseMinutes)}`;
  if (c.firstContact) return 'Contacted';
  if (c.reachableAt) return `Waiting ${waitedText(minutesSince(c.reachableAt, now))}`;
  return 'Not reachable';
}

/** The inbox on a phone: one card a lead, with a Call button when a phone was given. */
export function LeadCards({ leads, now }: { leads: InboxPageLead[]; now: number }) {
  return (
    <ul className="space-y-3" aria-label="Leads">
      {leads.map((l) => (
        <li key={l.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid="lead-card">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <h3 className="text-base font-semibold">
                <Link to={`/admin/leads/${encodeURIComponent(l.email)}`} className="text-brand-800 underline">
                  {l.name || '(no name)'}
                </Link>
              </h3>
              <p className="text-sm break-words text-slate-800">
                {wantsText(l.serviceneeded, l.propertytype)}
              </p>
            </div>
            {l.phone ? (
              <a
                href={telHref(l.phone)}
                className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                aria-label={`Call ${l.phone}`}
              >
                Call
              </a>
            ) : null}
          </div>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-700">Price</dt>
            <dd className="text-slate-900">{formatMoney(l.quoted_price)}</dd>
            <dt className="text-slate-700">Step</dt>
            <dd className="text-slate-900">{stageLabel(l.stage)}</dd>
            <dt className="text-slate-700">Language</dt>
            <dd className="text-slate-900" lang={l.language ?? 'en'}>
              {languageName(l.language)}
            </dd>
            <dt className="text-slate-700">Waiting</dt>
            <dd className="text-slate-900">{waitText(l, now)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
