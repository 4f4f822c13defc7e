/** The webhook delivery log: deliveries with their attempts, and redelivery; the outboxes' health. */
import { DeliveryListQuerySchema, DeliveryParamsSchema } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { mailHealth } from '../mail/mail.store.js';
import { smsHealth } from '../sms/sms.store.js';
import { pushHealth } from '../push/push.store.js';
import { listDeliveries, redeliver, redeliverDead, webhookHealth } from '../webhooks/outbox.store.js';
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
    const webhooks = await webhookHealth(o.db);
    return {
      missingUrl: !(await currentWebhookUrl(o.db, o.env.WEBHOOK_URL)),
      ...webhooks,
      mail: o.mail ? await mailHealth(o.db) : null,
      sms: await smsHealth(o.db),
      push: await pushHealth(o.db),
    };
  });

  /** Queues every dead delivery again (after the receiver recovered); answers how many. */
  route(app, 'POST /api/admin/deliveries/redeliver-dead', async () => {
    const queued = await redeliverDead(o.db, o.now());
    if (queued > 0) o.onQueued?.();
    return { ok: true, queued };
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
