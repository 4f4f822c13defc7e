/** Funnel counts: distinct visits reaching each stage in a time range, overall and by source, campaign, device. */
import { WIZARD_STAGES } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

export interface FunnelRow {
  stage: string;
  visits: number;
}

export interface FunnelReport {
  stages: FunnelRow[];
  bySource: (FunnelRow & { source: string })[];
  byCampaign: (FunnelRow & { campaign: string })[];
  byDevice: (FunnelRow & { device: string })[];
}

export async function funnelReport(q: Queryable, from: Date, toExclusive: Date): Promise<FunnelReport> {
  const res = await q.query<{
    g: number;
    stage: string;
    source: string;
    campaign: string;
    device: string;
    visits: number;
  }>(
    `select grouping(coalesce(utm_source, 'direct'), coalesce(utm_campaign, '(none)'), device)::int as g,
            stage, coalesce(utm_source, 'direct') as source, coalesce(utm_campaign, '(none)') as campaign, device,
            count(distinct visit_id)::int as visits
     from lead_events
     where received_at >= $1 and received_at < $2
     group by grouping sets ((stage), (stage, coalesce(utm_source, 'direct')),
                             (stage, coalesce(utm_campaign, '(none)')), (stage, device))`,
    [from, toExclusive],
  );
  const order = (s: string) => {
    const i = (WIZARD_STAGES as readonly string[]).indexOf(s);
    return i === -1 ? 100 : i;
  };
  const byOrder = <T extends FunnelRow>(rows: T[]) => rows.sort((a, b) => order(a.stage) - order(b.stage));
  const report: FunnelReport = { stages: [], bySource: [], byCampaign: [], byDevice: [] };
  for (const r of res.rows) {
    const row = { stage: r.stage, visits: Number(r.visits) };
    // grouping() bits: 4 = source rolled up, 2 = campaign, 1 = device.
    if (r.g === 7) report.stages.push(row);
    else if (r.g === 3) report.bySource.push({ ...row, source: r.source });
    else if (r.g === 5) report.byCampaign.push({ ...row, campaign: r.campaign });
    else if (r.g === 6) report.byDevice.push({ ...row, device: r.device });
  }
  report.stages = byOrder(report.stages);
  report.bySource = byOrder(report.bySource);
  report.byCampaign = byOrder(report.byCampaign);
  report.byDevice = byOrder(report.byDevice);
  return report;
}
