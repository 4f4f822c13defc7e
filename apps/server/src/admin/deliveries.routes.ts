/** The webhook delivery log: deliveries with their attempts, and redelivery. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { redeliver } from '../webhooks/outbox.store.js';
import { listDeliveries } from './deliveries.repo.js';
import type { AdminOptions } from './admin.routes.js';

const ListSchema = z.object({
  status: z.enum(['pending', 'delivered', 'dead']).optional(),
  email: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export function deliveriesRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/deliveries', async (req) => {
    const parsed = ListSchema.safeParse(req.query);
    if (!parsed.success)
      throw new HttpError(400, 'status must be pending, delivered or dead; page and pageSize numbers');
    const { status, email, page, pageSize } = parsed.data;
    const { items, total } = await listDeliveries(o.db, {
      ...(status ? { status } : {}),
      ...(email ? { email } : {}),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, pageSize };
  });

  app.post('/deliveries/:id/redeliver', async (req) => {
    const { id } = req.params as { id: string };
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new HttpError(404, 'No such delivery.', 'not_found');
    if (!(await redeliver(o.db, id, o.now())))
      throw new HttpError(404, 'No such delivery, or it is being sent right now.', 'not_found');
    return { ok: true };
  });
}
