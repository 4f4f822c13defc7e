import { Link } from 'react-router-dom';
import { formatMoney, formatShare, formatTime, stageLabel } from '../admin-format';
import { Table } from '../ui';
import { TREND_LINES } from './analytics-charts';
import type { AnalyticsReport, BreakdownRow, ValueRow } from '@pw/funnel';

export function FunnelTable({ steps }: { steps: AnalyticsReport['steps'] }) {
  return (
    <Table
      caption="Funnel steps"
      head={['Step', 'Visits', 'From previous step', 'Of wizard opened', 'Drop-off']}
      rows={steps.map((s) => [
        stageLabel(s.stage),
        s.visits,
        formatShare(s.conversion),
        formatShare(s.overall),
        s.dropOff,
      ])}
    />
  );
}

export function TrendTable({ trend }: { trend: AnalyticsReport['trend'] }) {
  return (
    <Table
      caption="Visits per day"
      head={['Day', ...TREND_LINES.map((l) => l.label)]}
      rows={trend.map((d) => [d.day, ...TREND_LINES.map((l) => d.visits[l.stage] ?? 0)])}
    />
  );
}

/** The steps a breakdown shows: where prospects start, give contact, see a price and book. */
const BREAKDOWN_STEPS = [
  ['screen_viewed', 'Wizard opened'],
  ['welcome_completed', 'Started'],
  ['contact_completed', 'Contact given'],
  ['quote_details', 'Quote asked'],
  ['appointment_scheduled', 'Booked'],
] as const;

export function BreakdownTable({ caption, rows }: { caption: string; rows: BreakdownRow[] }) {
  const sorted = [...rows].sort(
    (a, b) => b.visits.screen_viewed - a.visits.screen_viewed || a.value.localeCompare(b.value),
  );
  return (
    <Table
      caption={caption}
      head={[caption.replace(/^By /, ''), ...BREAKDOWN_STEPS.map(([, l]) => l)]}
      rows={sorted.map((r) => [r.value, ...BREAKDOWN_STEPS.map(([s]) => r.visits[s])])}
    />
  );
}

export function ValueTable({ caption, rows }: { caption: string; rows: ValueRow[] }) {
  return (
    <Table
      caption={caption}
      head={[caption.replace(/^By /, ''), 'Leads', 'Quoted', 'Booked', 'Quoted value', 'Booked value']}
      rows={rows.map((r) => [
        r.value,
        r.leads,
        r.quoted,
        r.booked,
        formatMoney(r.quotedValue),
        formatMoney(r.bookedValue),
      ])}
    />
  );
}

/** Per step, the leads whose last step it was (not booked), the most valuable first: whom to call back. */
export function StoppedLeads({
  stopped,
  steps,
}: {
  stopped: AnalyticsReport['stopped'];
  steps: AnalyticsReport['steps'];
}) {
  const order = (stage: string) => {
    const i = steps.findIndex((s) => s.stage === stage);
    return i === -1 ? 100 : i;
  };
  if (stopped.length === 0)
    return <p className="text-sm text-slate-700">No lead stopped on the way in this range.</p>;
  return (
    <div className="space-y-4">
      {[...stopped]
        .sort((a, b) => order(a.stage) - order(b.stage))
        .map((s) => (
          <section
            key={s.stage}
            aria-label={`Stopped at ${stageLabel(s.stage)}`}
            className="rounded-lg bg-white p-4 shadow-sm"
          >
            <h3 className="font-semibold text-slate-900">
              Stopped at {stageLabel(s.stage)}: {s.leads} {s.leads === 1 ? 'lead' : 'leads'},{' '}
              {formatMoney(s.leftOnTable)} left on the table
            </h3>
            <ul className="mt-2 space-y-1 text-sm">
              {s.items.map((l) => (
                <li key={l.email}>
                  <Link
                    className="font-medium text-brand-800 underline"
                    to={`/admin/leads/${encodeURIComponent(l.email)}`}
                  >
                    {l.name || l.email}
                  </Link>{' '}
                  · {formatMoney(l.quotedPrice)}
                  {l.phone ? (
                    <>
                      {' '}
                      ·{' '}
                      <a className="text-brand-800 underline" href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>
                        {l.phone}
                      </a>
                    </>
                  ) : null}{' '}
                  · last seen {formatTime(l.lastActivity)}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/** Minutes as the owner reads them: `4 min`, `1.5 h`; an em dash for none. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  return minutes < 120 ? `${Math.round(minutes * 10) / 10} min` : `${Math.round(minutes / 6) / 10} h`;
}

/** The response-time figures, all leads then each source (decision 0209). */
export function ResponseTimeTable({ report }: { report: AnalyticsReport['responseTime'] }) {
  const row = (name: string, f: AnalyticsReport['responseTime']['overall']) => [
    name,
    f.leads,
    f.answered,
    formatMinutes(f.medianMinutes),
    formatMinutes(f.p90Minutes),
    formatShare(f.within5Minutes),
    formatShare(f.within1Hour),
  ];
  return (
    <Table
      caption="Response times per source"
      head={[
        'Source',
        'Reachable leads',
        'Answered',
        'Median',
        '90th percentile',
        'Within 5 min',
        'Within 1 h',
      ]}
      rows={[row('All sources', report.overall), ...report.bySource.map((r) => row(r.value, r))]}
    />
  );
}
