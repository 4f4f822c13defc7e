/** The shape of `GET /api/admin/analytics/report` (docs/server.md, decision 0121). */

import type { FunnelStep, StoppedStep, ValueRow } from '@pw/funnel';

export interface StepFigures {
  stage: FunnelStep;
  visits: number;
  conversion: number | null;
  overall: number | null;
  dropOff: number;
}

export interface BreakdownRow {
  value: string;
  visits: Record<FunnelStep, number>;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  steps: StepFigures[];
  bySource: BreakdownRow[];
  byMedium: BreakdownRow[];
  byCampaign: BreakdownRow[];
  byDevice: BreakdownRow[];
  trend: { day: string; visits: Partial<Record<string, number>> }[];
  totals: Omit<ValueRow, 'value'>;
  byPropertyType: ValueRow[];
  byService: ValueRow[];
  toBooking: { bookings: number; medianMinutes: number | null };
  stopped: StoppedStep[];
}
