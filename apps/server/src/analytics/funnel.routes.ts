/** `GET /api/admin/analytics/funnel?from=yyyy-MM-dd&to=yyyy-MM-dd` (UTC days, inclusive; default 30 days). */
import { dayRangeSchema, describeIssues } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import type { AdminOptions } from '../admin/admin.routes.js';
import { HttpError } from '../http/errors.js';
import { funnelReport } from './funnel.repo.js';

/** Two years of days: the longest report the owner can ask for. */
const ReportRangeSchema = dayRangeSchema(731);

export function analyticsRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/analytics/funnel', async (req) => {
    const q = req.query as Record<string, unknown>;
    const today = o.now().toISOString().slice(0, 10);
    const monthAgo = new Date(o.now().getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    const parsed = ReportRangeSchema.safeParse({ from: q.from ?? monthAgo, to: q.to ?? today });
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error), 'invalid_range');
    const from = new Date(`${parsed.data.from}T00:00:00Z`);
    const to = new Date(new Date(`${parsed.data.to}T00:00:00Z`).getTime() + 86_400_000);
    return { from: parsed.data.from, to: parsed.data.to, ...(await funnelReport(o.db, from, to)) };
  });
}
