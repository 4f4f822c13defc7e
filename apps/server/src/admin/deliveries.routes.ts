/** The webhook delivery log: deliveries with their attempts, and redelivery; the outboxes' health. */
import { DeliveryListQuerySchema, DeliveryParamsSchema } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { mailHealth } from '../mail/mail.store.js';
import { smsHealth } from '../sms/sms.store.js';
import { pushHealth } from '../push/push.store.js';
import { redeliver } from '../webhooks/outbox.store.js';
import { listDeliveries } from './deliveries.repo.js';
import type { AdminOptions } from './admin-options.js';
import { currentWebhookUrl } from '../webhooks/webhook-settings.js';

export function deliveriesRoutes(app: FastifyInstance, o: AdminOptions): void {
  route(app, 'GET /api/admin/deliveries', async (req) => {
    const { status, email, page, pageSize } = parse(DeliveryListQuerySchema, req.query);
    const { items, total } = await listDeliveries(o.db, {
      ...(status ? { status } : {}),
      ...(email ? { email } : {}),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, pageSize };
  });

  /** The health of the outboxes (webhooks, booking e-mails when on, texts, push alerts), for the banner on every admin page. */
  route(app, 'GET /api/admin/deliveries/summary', async () => {
    // Counted through the status index (pending, then dead): a `status <> 'delivered'` filter read every
    // delivery ever made, 33 ms at 100,000 on PGlite on every admin page, against 0.7 ms (decision 0197).
    const res = await o.db.query<{ pending: string; failing: string; dead: string }>(
      `select count(*) as pending, count(*) filter (where attempts > 0) as failing,
              (select count(*) from webhook_deliveries where status = 'dead') as dead
       from webhook_deliveries where status = 'pending'`,
    );
    const row = res.rows[0];
    return {
      missingUrl: !(await currentWebhookUrl(o.db, o.env.WEBHOOK_URL)),
      pending: Number(row?.pending ?? 0),
      failing: Number(row?.failing ?? 0),
      dead: Number(row?.dead ?? 0),
      mail: o.mail ? await mailHealth(o.db) : null,
      sms: await smsHealth(o.db),
      push: await pushHealth(o.db),
    };
  });

  /** Queues every dead delivery again (after the receiver recovered); answers how many. */
  route(app, 'POST /api/admin/deliveries/redeliver-dead', async () => {
    const res = await o.db.query(
      `update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = $1, locked_until = null
       where status = 'dead' returning id`,
      [o.now()],
    );
    if (res.rows.length > 0) o.onQueued?.();
    return { ok: true, queued: res.rows.length };
  });

  route(app, 'POST /api/admin/deliveries/:id/redeliver', async (req) => {
    const params = DeliveryParamsSchema.safeParse(req.params);
    if (!params.success) throw new HttpError(404, 'No such delivery.', 'not_found');
    const { id } = params.data;
    if (!(await redeliver(o.db, id, o.now())))
      throw new HttpError(404, 'No such delivery, or it is being sent right now.', 'not_found');
    o.onQueued?.();
    return { ok: true };
  });
}
