/**
 * The webhook delivery log (`/api/admin/deliveries*`). Its answers (`DeliveryPage`, `DeliverySummary`)
 * are in `admin/`.
 */
import { z } from 'zod';
import { LIMITS } from '../lead/lead-fields.schema.js';
import { PageSchema, PageSizeSchema, QueryTextSchema } from './common.js';

/** `GET /api/admin/deliveries?status&email&page&pageSize`. */
export const DeliveryListQuerySchema = z.object({
  status: z.enum(['pending', 'delivered', 'dead']).optional(),
  email: QueryTextSchema.max(LIMITS.email).optional(),
  page: PageSchema,
  pageSize: PageSizeSchema,
});

/** `:id` of `POST /api/admin/deliveries/:id/redeliver`: not a delivery's id is answered 404. */
export const DeliveryParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i) });

/** `POST /api/admin/deliveries/redeliver-dead`: how many dead deliveries were queued again. */
export interface RedeliverDeadAnswer {
  ok: true;
  queued: number;
}
