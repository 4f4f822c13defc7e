/** Webhook settings: read, save, reset to the configured default, and send test data. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { checkUrlShape } from '../webhooks/ssrf.guard.js';
import { neutraliseFormulas } from '../webhooks/webhook-body.js';
import type { AdminOptions } from './admin.routes.js';
import { currentWebhookUrl, deleteSetting, getSetting, setSetting } from './settings.repo.js';

const SettingsSchema = z.strictObject({
  webhookUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => !checkUrlShape(v).refused, 'must be an http or https URL'),
});

const TestSchema = z.strictObject({
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => typeof d.email === 'string' && d.email.includes('@'), 'must include an email'),
});

export function settingsRoutes(app: FastifyInstance, o: AdminOptions): void {
  const view = async () => ({
    webhookUrl: (await currentWebhookUrl(o.db, o.env.WEBHOOK_URL)) ?? '',
    defaultWebhookUrl: o.env.WEBHOOK_URL ?? '',
    isDefault: !(await getSetting<string>(o.db, 'webhook_url')),
    signing: Boolean(o.env.WEBHOOK_SIGNING_SECRET),
  });

  app.get('/settings', view);

  app.put('/settings', async (req) => {
    const parsed = SettingsSchema.safeParse(req.body);
    if (!parsed.success)
      throw new HttpError(400, `webhookUrl ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
    await setSetting(o.db, 'webhook_url', parsed.data.webhookUrl, o.now());
    return view();
  });

  app.post('/settings/reset', async () => {
    await deleteSetting(o.db, 'webhook_url');
    return view();
  });

  /** Sends the test JSON to the current URL now (not through the outbox) and reports the answer. */
  app.post('/settings/test', async (req) => {
    const parsed = TestSchema.safeParse(req.body);
    if (!parsed.success) {
      throw new HttpError(
        400,
        'The test data must be a JSON object that includes an email (the unique identifier).',
      );
    }
    const url = await currentWebhookUrl(o.db, o.env.WEBHOOK_URL);
    if (!url) throw new HttpError(400, 'No webhook URL is set. Save one first.');
    const body = JSON.stringify(neutraliseFormulas({ stage: 'test_data_sent', ...parsed.data.data }));
    const now = o.now();
    const res = await o.send({
      url,
      body,
      id: `msg_test_${now.getTime()}`,
      timestamp: Math.floor(now.getTime() / 1000),
    });
    return res.status !== undefined
      ? { ok: res.ok, status: res.status, response: res.excerpt, durationMs: res.durationMs }
      : { ok: false, error: res.error, durationMs: res.durationMs };
  });
}
