/** `GET /api/admin/analytics/funnel?from=yyyy-MM-dd&to=yyyy-MM-dd` (UTC days, inclusive; default 30 days). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdminOptions } from '../admin/admin.routes.js';
import { HttpError } from '../http/errors.js';
import { funnelReport } from './funnel.repo.js';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written yyyy-MM-dd');

export function analyticsRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/analytics/funnel', async (req) => {
    const q = req.query as Record<string, unknown>;
    const today = o.now().toISOString().slice(0, 10);
    const monthAgo = new Date(o.now().getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    const parsed = z
      .object({ from: Day, to: Day })
      .refine((r) => r.from <= r.to, 'from must not be after to')
      .safeParse({ from: q.from ?? monthAgo, to: q.to ?? today });
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
    const from = new Date(`${parsed.data.from}T00:00:00Z`);
    const to = new Date(new Date(`${parsed.data.to}T00:00:00Z`).getTime() + 86_400_000);
    return { from: parsed.data.from, to: parsed.data.to, ...(await funnelReport(o.db, from, to)) };
  });
}
