/**
 * `/api/admin/push-subscriptions` (decision 0214): the owner's devices that get lead alerts by push.
 * `GET` lists them with the VAPID public key a browser subscribes with; `POST` adds (or renews) this
 * browser's subscription once the schema, the curve and the webhooks' SSRF guard accept it; `DELETE
 * /:id` removes a device; `POST /:id/test` sends a test notification now and says what the push service
 * answered. A device the push service no longer knows (404, 410) is removed on the spot.
 */
import {
  deviceNameOf,
  describeIssues,
  PUSH_TEST_ALERT,
  PushSubscriptionSchema,
  type PushDevicesView,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { route } from '../http/route.js';
import { isP256PublicKey } from './p256-key.js';
import { pushGuardOptions } from './push.sender.js';
import { isGone, pushOutcome } from './push.worker.js';
import { listDevices, markDelivered, removeSubscription, saveSubscription, targetsOf } from './push.store.js';
import { checkWebhookUrl } from '../webhooks/ssrf.guard.js';
import type { SqlDb } from '../store/sql-db.js';
import type { PushGuard, PushSender } from './push.sender.js';

/** What the owner's push devices need from the server. */
export interface PushSubscriptionsOptions {
  db: SqlDb;
  now: () => Date;
  /** The VAPID public key, the endpoint guard, the sender (decision 0214). */
  push: { publicKey: string; guard: PushGuard; send: PushSender };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_DEVICE = 'No such device: it was removed, perhaps from another device.';

export function pushSubscriptionsRoutes(app: FastifyInstance, o: PushSubscriptionsOptions): void {
  const view = async (): Promise<PushDevicesView> => ({
    publicKey: o.push.publicKey,
    devices: await listDevices(o.db),
  });
  const deviceId = (params: unknown): string => {
    const { id } = params as { id: string };
    if (!UUID.test(id)) throw new HttpError(404, NO_DEVICE, 'not_found');
    return id;
  };

  route(app, 'GET /api/admin/push-subscriptions', view);

  route(app, 'POST /api/admin/push-subscriptions', async (req) => {
    const parsed = PushSubscriptionSchema.safeParse(req.body);
    const refused = (why: string) =>
      new HttpError(400, `This device's subscription was refused: ${why}.`, 'invalid_subscription');
    if (!parsed.success) throw refused(describeIssues(parsed.error));
    if (!isP256PublicKey(parsed.data.keys.p256dh)) throw refused('keys.p256dh is not a P-256 public key');
    const verdict = await checkWebhookUrl(parsed.data.endpoint, pushGuardOptions(o.push.guard));
    if (verdict.refused) throw new HttpError(400, `${verdict.message}.`, 'refused_endpoint');
    await saveSubscription(o.db, parsed.data, deviceNameOf(req.headers['user-agent']), o.now());
    return view();
  });

  route(app, 'DELETE /api/admin/push-subscriptions/:id', async (req) => {
    if (!(await removeSubscription(o.db, deviceId(req.params))))
      throw new HttpError(404, NO_DEVICE, 'not_found');
    return view();
  });

  /** Sends the test notification now (not through the outbox) and reports the push service's answer. */
  route(app, 'POST /api/admin/push-subscriptions/:id/test', async (req) => {
    const id = deviceId(req.params);
    const target = (await targetsOf(o.db, [id])).get(id);
    if (!target) throw new HttpError(404, NO_DEVICE, 'not_found');
    const res = await o.push.send(target, PUSH_TEST_ALERT);
    if (res.ok) {
      await markDelivered(o.db, id, o.now());
      return { ok: true, message: 'Sent: the test alert shows on the device within a few seconds.' };
    }
    if (isGone(res)) {
      await removeSubscription(o.db, id);
      return {
        ok: false,
        message: `The push service no longer knows this device (${res.status}), so it was removed. Turn alerts on again on it.`,
      };
    }
    return { ok: false, message: `The test was not sent. ${pushOutcome(res)}.` };
  });
}
