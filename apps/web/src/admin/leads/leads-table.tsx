import type { InboxPageLead } from '@pw/funnel';
import { Link } from 'react-router-dom';
import { formatMoney, formatTime, languageName, stageLabel } from '../admin-format';
import { waitText } from './lead-cards';
import { telHref } from './lead-links';
import { TableHead } from '../ui';

const COLUMNS = [
  'Name',
  'E-mail',
  'Phone',
  'Language',
  'Services',
  'Quoted price',
  'Stage',
  'Status',
  'Appointment',
  'Source',
  'Last activity',
  'Answered',
];
const td = 'px-3 py-2 align-top text-sm text-slate-900';

/** The inbox's table (a desktop's; a phone gets `LeadCards`). E-mails stay on one line. Every value is rendered as text (React escapes it); the name links to the lead. */
export function LeadsTable({ leads, now }: { leads: InboxPageLead[]; now: number }) {
  return (
    <div
      className="overflow-x-auto rounded-lg bg-white shadow-sm"
      role="region"
      aria-label="Leads table"
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-slate-200">
        <TableHead head={COLUMNS} className="bg-slate-50" />
        <tbody className="divide-y divide-slate-100">
          {leads.map((l) => (
            <tr key={l.id}>
              <td className={td}>
                <Link
                  to={`/admin/leads/${encodeURIComponent(l.email)}`}
                  className="font-medium text-brand-800 underline"
                >
                  {l.name || '(no name)'}
                </Link>
              </td>
              <td className={`${td} whitespace-nowrap`}>{l.email_as_typed ?? l.email}</td>
              <td className={`${td} whitespace-nowrap`}>
                {l.phone ? (
                  <a href={telHref(l.phone)} className="text-brand-800 underline">
                    {l.phone}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className={td} lang={l.language ?? 'en'}>
                {languageName(l.language)}
              </td>
              <td className={td}>{l.serviceneeded ?? '—'}</td>
              <td className={`${td} whitespace-nowrap`}>{formatMoney(l.quoted_price)}</td>
              <td className={td}>{stageLabel(l.stage)}</td>
              <td className={td}>{stageLabel(l.status)}</td>
              <td className={`${td} whitespace-nowrap`}>
                {l.appointment ? `${l.appointment.date} ${l.appointment.time}` : '—'}
              </td>
              <td className={td}>{l.conversionsource ?? '—'}</td>
              <td className={`${td} whitespace-nowrap`}>{formatTime(l.updated_at)}</td>
              <td className={`${td} whitespace-nowrap`}>{waitText(l, now)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
