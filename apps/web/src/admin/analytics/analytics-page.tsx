import { useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AdminPage } from '../admin-page';
import { formatMoney } from '../admin-format';
import { useAdminData } from '../use-admin-data';
import { ChartFigure, ResponseTimeChart, TrendChart } from './analytics-charts';
import { LanguageFunnel } from './language-funnel';
import {
  BreakdownTable,
  formatMinutes,
  ResponseTimeTable,
  StoppedLeads,
  TrendTable,
  ValueTable,
} from './analytics-tables';
import { FollowUpsSection } from '../follow-ups/follow-ups-section';
import { daysOf, PRESETS, RangePicker, type RangeChoice } from './range-picker';
import type { AnalyticsReport } from '@pw/funnel';

/** The range from the page address: `?days=7|30|90` or `?from=&to=`; 30 days otherwise. */
function choiceOf(params: URLSearchParams): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { from, to };
  const days = Number(params.get('days'));
  return { preset: PRESETS.find((p) => p === days) ?? 30 };
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** `/admin/analytics`: marketing's funnel over a chosen range (decision 0121). */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const now = new Date();
  const { from, to } = daysOf(choice, now);
  const report = useAdminData('/api/admin/analytics/report', { query: { from, to } });
  const change = (c: RangeChoice) =>
    setParams('from' in c ? { from: c.from, to: c.to } : { days: String(c.preset) }, { replace: true });

  return (
    <AdminPage title="Analytics" intro={`From ${from} to ${to} (UTC days).`}>
      <RangePicker choice={choice} now={now} onChange={change} />
      {report.status === 'error' ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {report.message}
        </p>
      ) : report.status === 'loading' ? (
        <p role="status" className="mt-4">
          Loading the figures…
        </p>
      ) : (
        <Report r={report.data} />
      )}
    </AdminPage>
  );
}

function Report({ r }: { r: AnalyticsReport }) {
  const median = r.toBooking.medianMinutes;
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label="Totals">
        <Figure label="Quoted value" value={formatMoney(r.totals.quotedValue)} />
        <Figure label="Booked value" value={formatMoney(r.totals.bookedValue)} />
        <Figure label="Bookings" value={r.toBooking.bookings} />
        <Figure label="Joined the waitlist (out of area)" value={r.waitlist} />
        <Figure
          label="Median time to booking"
          value={median === null ? '—' : median < 120 ? `${median} min` : `${Math.round(median / 6) / 10} h`}
        />
      </dl>
      <Section title="Funnel">
        <LanguageFunnel r={r} />
      </Section>
      <Section title="Trend">
        <ChartFigure
          title="Visits per day"
          chart={<TrendChart trend={r.trend} />}
          table={<TrendTable trend={r.trend} />}
        />
      </Section>
      <Section title="How fast you answer">
        <ChartFigure
          title={`Answered within 5 minutes and 1 hour, by source (median ${formatMinutes(
            r.responseTime.overall.medianMinutes,
          )}, 90th percentile ${formatMinutes(r.responseTime.overall.p90Minutes)})`}
          chart={<ResponseTimeChart rows={r.responseTime.bySource} />}
          table={<ResponseTimeTable report={r.responseTime} />}
        />
      </Section>
      <Section title="Where prospects come from">
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {(
            [
              ['By source', r.bySource],
              ['By medium', r.byMedium],
              ['By campaign', r.byCampaign],
              ['By device', r.byDevice],
            ] as const
          ).map(([caption, rows]) => (
            <div key={caption} className="rounded-lg bg-white p-4 shadow-sm">
              <h3 className="mb-2 font-semibold text-slate-900">{caption}</h3>
              <BreakdownTable caption={caption} rows={rows} />
            </div>
          ))}
        </div>
      </Section>
      <Section title="What they ask for">
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <div className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="mb-2 font-semibold text-slate-900">By property type</h3>
            <ValueTable caption="By property type" rows={r.byPropertyType} />
          </div>
          <div className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="mb-2 font-semibold text-slate-900">By service</h3>
            <ValueTable caption="By service" rows={r.byService} />
          </div>
        </div>
      </Section>
      <Section title="Who stopped where">
        <StoppedLeads stopped={r.stopped} steps={r.steps} />
      </Section>
      <Section title="Won back by follow-ups">
        <FollowUpsSection report={r.followUps} />
      </Section>
    </>
  );
}
