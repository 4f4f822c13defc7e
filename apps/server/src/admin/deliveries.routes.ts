/** The webhook delivery log: deliveries with their attempts, and redelivery. */
import { describeIssues } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { PageSchema, PageSizeSchema, QueryText } from '../http/query.schema.js';
import { redeliver } from '../webhooks/outbox.store.js';
import type { AdminOptions } from './admin.routes.js';
import { currentWebhookUrl } from './settings.repo.js';

const ListSchema = z.object({
  status: z.enum(['pending', 'delivered', 'dead']).optional(),
  email: QueryText.max(254).optional(),
  page: PageSchema,
  pageSize: PageSizeSchema,
});

export function deliveriesRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/deliveries', async (req) => {
    const parsed = ListSchema.safeParse(req.query);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
    const { status, email, page, pageSize } = parsed.data;
    const res = await o.db.query<Record<string, unknown>>(
      `select d.id, d.lead_key as email, d.capture_id, d.status, d.attempts, d.next_attempt_at, d.last_status,
              d.last_error, d.created_at, d.delivered_at, d.body, count(*) over () as total_count,
              coalesce((select json_agg(json_build_object('attempt', a.attempt, 'url', a.url, 'startedAt', a.started_at,
                 'durationMs', a.duration_ms, 'statusCode', a.status_code, 'error', a.error, 'response', a.response_excerpt)
                 order by a.attempt, a.id) from webhook_attempts a where a.delivery_id = d.id), '[]'::json) as attempt_log
       from webhook_deliveries d
       where ($1::text is null or d.status = $1) and ($2::text is null or d.lead_key = lower($2))
       order by d.seq desc limit $3 offset $4`,
      [status ?? null, email ?? null, pageSize, (page - 1) * pageSize],
    );
    const total = res.rows[0] ? Number(res.rows[0].total_count) : 0;
    const items = res.rows.map(({ total_count: _t, attempt_log, body, ...d }) => ({
      ...d,
      webhookId: `msg_${String(d.id)}`,
      body: JSON.parse(String(body)) as unknown,
      attempts: Number(d.attempts),
      attemptLog: typeof attempt_log === 'string' ? (JSON.parse(attempt_log) as unknown) : attempt_log,
    }));
    return { items, total, page, pageSize };
  });

  /** The health of the outbox, for the banner on every admin page. */
  app.get('/deliveries/summary', async () => {
    const res = await o.db.query<{ pending: string; failing: string; dead: string }>(
      `select count(*) filter (where status = 'pending') as pending,
              count(*) filter (where status = 'pending' and attempts > 0) as failing,
              count(*) filter (where status = 'dead') as dead
       from webhook_deliveries where status <> 'delivered'`,
    );
    const row = res.rows[0];
    return {
      missingUrl: !(await currentWebhookUrl(o.db, o.env.WEBHOOK_URL)),
      pending: Number(row?.pending ?? 0),
      failing: Number(row?.failing ?? 0),
      dead: Number(row?.dead ?? 0),
    };
  });

  /** Queues every dead delivery again (after the receiver recovered); answers how many. */
  app.post('/deliveries/redeliver-dead', async () => {
    const res = await o.db.query(
      `update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = $1, locked_until = null
       where status = 'dead' returning id`,
      [o.now()],
    );
    if (res.rows.length > 0) o.onQueued?.();
    return { ok: true, queued: res.rows.length };
  });

  app.post('/deliveries/:id/redeliver', async (req) => {
    const { id } = req.params as { id: string };
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new HttpError(404, 'No such delivery.', 'not_found');
    if (!(await redeliver(o.db, id, o.now())))
      throw new HttpError(404, 'No such delivery, or it is being sent right now.', 'not_found');
    o.onQueued?.();
    return { ok: true };
  });
}
