/**
 * `GET /api/admin/analytics/funnel?from=yyyy-MM-dd&to=yyyy-MM-dd`: distinct visits per stage and
 * dimension (UTC days, inclusive; default the last 30 days).
 * `GET /api/admin/analytics/report?from&to`: everything the Analytics page shows (see docs/server.md).
 */
import {
  AnalyticsRangeSchema,
  OptionalRangeQuerySchema,
  responseTimeFigures,
  type ResponseTimeReport,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { responseSamples } from '../leads/lead-contacts.repo.js';
import type { SqlDb } from '../store/sql-db.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { breakdown, funnelSteps, stepsByLanguage } from './funnel-steps.js';
import { funnelReport, funnelTrend } from './funnel.repo.js';
import { followUpsReport } from './follow-ups-report.repo.js';
import { leadsReport } from './leads-report.repo.js';

const DAY = 86_400_000;

/** The range of a request: [from, to + 1 day) as instants, with the days as given. */
function rangeOf(query: unknown, now: Date) {
  const q = parse(OptionalRangeQuerySchema, query, 'invalid_range');
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const { from, to } = parse(
    AnalyticsRangeSchema,
    { from: q.from || iso(new Date(now.getTime() - 29 * DAY)), to: q.to || iso(now) },
    'invalid_range',
  );
  return {
    from,
    to,
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY),
  };
}

/**
 * How fast the owner answered the leads that became reachable in [start, end), overall and by source
 * (the most leads first), as of `now` (decision 0209).
 */
async function responseTime(db: SqlDb, start: Date, end: Date, now: Date): Promise<ResponseTimeReport> {
  const samples = await responseSamples(db, start, end);
  const sources = new Map<string, typeof samples>();
  for (const s of samples) sources.set(s.source, [...(sources.get(s.source) ?? []), s]);
  return {
    overall: responseTimeFigures(samples, now),
    bySource: [...sources]
      .map(([value, of]) => ({ value, ...responseTimeFigures(of, now) }))
      .sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value)),
  };
}

export function analyticsRoutes(app: FastifyInstance, o: { db: SqlDb; now: () => Date }): void {
  route(app, 'GET /api/admin/analytics/funnel', async (req) => {
    const r = rangeOf(req.query, o.now());
    return { from: r.from, to: r.to, ...(await funnelReport(o.db, r.start, r.end)) };
  });

  route(app, 'GET /api/admin/analytics/report', async (req) => {
    const r = rangeOf(req.query, o.now());
    const funnel = await funnelReport(o.db, r.start, r.end);
    const trend = await funnelTrend(o.db, r.start, r.end);
    const leads = await leadsReport(o.db, r.start, r.end);
    const answered = await responseTime(o.db, r.start, r.end, o.now());
    const followUps = await followUpsReport(o.db, r.start, r.end);
    return {
      from: r.from,
      to: r.to,
      steps: funnelSteps(funnel.stages),
      bySource: breakdown(funnel.bySource, 'source'),
      byMedium: breakdown(funnel.byMedium, 'medium'),
      byCampaign: breakdown(funnel.byCampaign, 'campaign'),
      byDevice: breakdown(funnel.byDevice, 'device'),
      stepsByLanguage: stepsByLanguage(funnel.byLanguage),
      trend,
      ...leads,
      responseTime: answered,
      followUps,
    };
  });
}
