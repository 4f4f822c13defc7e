/**
 * The Analytics page's charts (recharts, decision 0123). Each is drawn for the eye only (hidden from
 * assistive technology, no keyboard layer); the table beside it carries the same numbers for everyone.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactNode } from 'react';
import { stageLabel } from '../admin-format';
import type { AnalyticsReport } from '@pw/funnel';

/** The trend's lines: a stage and its colour (AA contrast on white). */
export const TREND_LINES = [
  { stage: 'screen_viewed', label: 'Wizard opened', color: '#1d4ed8' },
  { stage: 'contact_completed', label: 'Contact given', color: '#b45309' },
  { stage: 'appointment_scheduled', label: 'Booked', color: '#047857' },
] as const;

/** A chart with its caption, and the table of its numbers under it. */
export function ChartFigure({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm">
      <figcaption className="mb-2 text-lg font-semibold text-slate-900">{title}</figcaption>
      <div aria-hidden="true" className="h-72 w-full">
        {chart}
      </div>
      <div className="mt-3">{table}</div>
    </figure>
  );
}

/**
 * Horizontal bars, one row per funnel step (`data`'s `name`), the bars given as `children`: the funnel's
 * chart and its split by language draw the same frame.
 */
export function StepBarChart({ data, children }: { data: object[]; children: ReactNode }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} interval={0} />
        <Tooltip />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function FunnelChart({ steps }: { steps: AnalyticsReport['steps'] }) {
  const data = steps.map((s) => ({ name: stageLabel(s.stage), visits: s.visits }));
  return (
    <StepBarChart data={data}>
      <Bar dataKey="visits" name="Visits" fill="#1d4ed8" isAnimationActive={false} />
    </StepBarChart>
  );
}

export function TrendChart({ trend }: { trend: AnalyticsReport['trend'] }) {
  const data = trend.map((d) => ({
    day: d.day.slice(5),
    ...Object.fromEntries(TREND_LINES.map((l) => [l.label, d.visits[l.stage] ?? 0])),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ left: 0, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Legend />
        {TREND_LINES.map((l) => (
          <Line
            key={l.stage}
            type="monotone"
            dataKey={l.label}
            stroke={l.color}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The response-time chart's bars: answered within 5 minutes and within 1 hour (AA contrast on white). */
const RESPONSE_BARS = [
  { key: 'within5Minutes', label: 'Within 5 minutes', color: '#047857' },
  { key: 'within1Hour', label: 'Within 1 hour', color: '#1d4ed8' },
] as const;

/** Per source, the share of reachable leads answered within 5 minutes and within 1 hour (decision 0209). */
export function ResponseTimeChart({ rows }: { rows: AnalyticsReport['responseTime']['bySource'] }) {
  const data = rows.map((r) => ({
    source: r.value,
    ...Object.fromEntries(RESPONSE_BARS.map((b) => [b.label, Math.round((r[b.key] ?? 0) * 100)])),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ left: 0, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="source" tick={{ fontSize: 12 }} interval={0} />
        <YAxis domain={[0, 100]} unit="%" width={48} />
        <Tooltip />
        <Legend />
        {RESPONSE_BARS.map((b) => (
          <Bar key={b.key} dataKey={b.label} fill={b.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
