/**
 * What the follow-ups won back (issue 20 §4): leads followed up, recovered (booked after a follow-up) and
 * the value recovered; by message a chart of who got it and who booked after it, with its table; by source;
 * and how the other sequences ended (their drop-outs).
 */
import type { FollowUpOutcome, FollowUpReport, RecoveryFigures } from '@pw/funnel';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../admin-format';
import { ChartFigure } from '../analytics/analytics-charts';
import { Table } from '../ui';

const OUTCOME_LABELS: Record<FollowUpOutcome, string> = {
  recovered: 'Booked after a follow-up',
  running: 'Still in the sequence',
  returned: 'Came back, not booked yet',
  noAnswer: 'No answer to any message',
  withdrawn: 'Asked us to stop',
  owner: 'Marked by you',
};

const MESSAGE_BARS = [
  { key: 'followedUp', label: 'Got it', color: '#1d4ed8' },
  { key: 'recovered', label: 'Booked after it', color: '#047857' },
] as const;

const figures = (f: RecoveryFigures) => [f.followedUp, f.recovered, formatMoney(f.recoveredValue)];

function MessageChart({ rows }: { rows: FollowUpReport['byMessage'] }) {
  const data = rows.map((r) => ({
    message: `Message ${r.message}`,
    ...Object.fromEntries(MESSAGE_BARS.map((b) => [b.label, r[b.key]])),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ left: 0, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="message" tick={{ fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Legend />
        {MESSAGE_BARS.map((b) => (
          <Bar key={b.key} dataKey={b.label} fill={b.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function FollowUpsSection({ report }: { report: FollowUpReport }) {
  if (report.followedUp === 0) {
    return <p className="rounded-lg bg-white p-4 text-sm shadow-sm">No follow-ups went out in this range.</p>;
  }
  const head = ['Followed up', 'Recovered', 'Value recovered'];
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-white p-4 text-sm shadow-sm">
        {report.followedUp} leads followed up; {report.recovered} booked after a follow-up, worth{' '}
        {formatMoney(report.recoveredValue)}.
      </p>
      <ChartFigure
        title="Who booked after each message"
        chart={<MessageChart rows={report.byMessage} />}
        table={
          <Table
            caption="Follow-ups by message"
            head={['Message', ...head]}
            rows={report.byMessage.map((r) => [`Message ${r.message}`, ...figures(r)])}
          />
        }
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <h3 className="mb-2 font-semibold text-slate-900">Follow-ups by source</h3>
          <Table
            caption="Follow-ups by source"
            head={['Source', ...head]}
            rows={report.bySource.map((r) => [r.value, ...figures(r)])}
          />
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <h3 className="mb-2 font-semibold text-slate-900">How the sequences ended</h3>
          <Table
            caption="How the sequences ended"
            head={['Outcome', 'Leads']}
            rows={report.outcomes.map((o) => [OUTCOME_LABELS[o.outcome], o.leads])}
          />
        </div>
      </div>
    </div>
  );
}
