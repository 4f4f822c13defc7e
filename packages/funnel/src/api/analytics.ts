/**
 * `GET /api/admin/analytics/funnel` and `/report` (`?from&to`, inclusive UTC days checked by
 * `AnalyticsRangeSchema`; the last 30 days when absent). The report's answer is `AnalyticsReport` (`admin/`).
 */

/** Distinct visits that reached one stage. */
export interface FunnelRow {
  stage: string;
  visits: number;
}

/** Distinct visits per stage, overall and per value of each dimension. */
export interface FunnelReport {
  stages: FunnelRow[];
  bySource: (FunnelRow & { source: string })[];
  byMedium: (FunnelRow & { medium: string })[];
  byCampaign: (FunnelRow & { campaign: string })[];
  byDevice: (FunnelRow & { device: string })[];
  /** By the language of the page each capture was made on (`en` before issue 41; decision 0326). */
  byLanguage: (FunnelRow & { language: string })[];
}

/** `GET /api/admin/analytics/funnel`. */
export type FunnelAnswer = FunnelReport & { from: string; to: string };
