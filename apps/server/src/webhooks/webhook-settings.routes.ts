/**
 * Webhook settings: read, save (refusing a URL the SSRF guard refuses, with its reason), reset to the
 * configured default, send test data through the server (reporting what the receiver answered), and the
 * signing secret (shown to the owner, rotatable).
 */
import { randomBytes } from 'node:crypto';
import { WebhookSettingsSaveSchema, WebhookTestSchema, type WebhookSettings } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import type { Env } from '../env.js';
import { deleteSetting, readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';
import type { SqlDb } from '../store/sql-db.js';
import { checkUrlShape, checkWebhookUrl } from './ssrf.guard.js';
import { neutraliseFormulas } from './webhook-body.js';
import { currentSigningSecret, currentWebhookUrl } from './webhook-settings.js';
import type { WebhookSender } from './webhook.sender.js';

/** What the owner's webhook settings need from the server. */
export interface WebhookSettingsOptions {
  db: SqlDb;
  env: Env;
  now: () => Date;
  send: WebhookSender;
  /** Wakes the webhook worker after a URL was saved. */
  onQueued?: () => void;
}

const TEST_REFUSED = 'The test data must be a JSON object that includes an email (the unique identifier).';

/** A new Standard Webhooks secret: `whsec_` + 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function settingsRoutes(app: FastifyInstance, o: WebhookSettingsOptions): void {
  const view = async (): Promise<WebhookSettings> => {
    const ownSecret = await readSetting(o.db, SETTINGS.webhookSigningSecret);
    return {
      webhookUrl: (await currentWebhookUrl(o.db, o.env.WEBHOOK_URL)) ?? '',
      defaultWebhookUrl: o.env.WEBHOOK_URL ?? '',
      isDefault: !(await readSetting(o.db, SETTINGS.webhookUrl)),
      signing: Boolean(ownSecret || o.env.WEBHOOK_SIGNING_SECRET),
      signingSecret: ownSecret || o.env.WEBHOOK_SIGNING_SECRET || '',
      signingSecretSource: ownSecret ? 'settings' : o.env.WEBHOOK_SIGNING_SECRET ? 'environment' : 'none',
    };
  };

  /** The guard's verdict on a URL: refused (with the reason), or accepted with an optional warning. */
  const judge = async (url: string): Promise<{ warning?: string }> => {
    const verdict = await checkWebhookUrl(url, { allowPrivate: o.env.WEBHOOK_ALLOW_PRIVATE });
    if (!verdict.refused) return {};
    // A host that does not resolve right now may be a passing DNS problem: saved, with a warning.
    if (verdict.reason === 'unresolvable') return { warning: `${verdict.message}; deliveries will retry.` };
    throw new HttpError(400, `${verdict.message}.`, 'refused_url');
  };

  route(app, 'GET /api/admin/settings', view);

  route(app, 'PUT /api/admin/settings', async (req) => {
    // The shape (http(s), no credentials) is judged with the network checks, so the refusal says why.
    const { webhookUrl } = parse(
      WebhookSettingsSaveSchema,
      req.body,
      'bad_request',
      (error) => `webhookUrl ${error.issues[0]?.message ?? 'is invalid'}`,
    );
    const verdict = await judge(webhookUrl);
    await saveSetting(o.db, SETTINGS.webhookUrl, webhookUrl, o.now());
    // Deliveries that waited for a URL can go now.
    o.onQueued?.();
    return { ...(await view()), ...verdict };
  });

  route(app, 'POST /api/admin/settings/reset', async () => {
    await deleteSetting(o.db, SETTINGS.webhookUrl);
    return view();
  });

  route(app, 'POST /api/admin/settings/signing-secret', async () => {
    await saveSetting(o.db, SETTINGS.webhookSigningSecret, newSecret(), o.now());
    return view();
  });

  /** Sends the test JSON now (not through the outbox) and reports the receiver's answer or the error. */
  route(app, 'POST /api/admin/settings/test', async (req) => {
    const test = parse(WebhookTestSchema, req.body, 'bad_request', () => TEST_REFUSED);
    // Test this URL (the one in the field, perhaps not saved yet) instead of the saved one.
    if (test.url !== undefined && checkUrlShape(test.url).refused) throw new HttpError(400, TEST_REFUSED);
    const url = test.url ?? (await currentWebhookUrl(o.db, o.env.WEBHOOK_URL));
    if (!url) throw new HttpError(400, 'No webhook URL is set. Save one first.');
    const body = JSON.stringify(neutraliseFormulas({ stage: 'test_data_sent', ...test.data }));
    const now = o.now();
    const secret = await currentSigningSecret(o.db, o.env.WEBHOOK_SIGNING_SECRET);
    const res = await o.send({
      url,
      body,
      id: `msg_test_${now.getTime()}`,
      timestamp: Math.floor(now.getTime() / 1000),
      ...(secret ? { secret } : {}),
    });
    return res.status !== undefined
      ? { ok: res.ok, url, status: res.status, response: res.excerpt, durationMs: res.durationMs }
      : { ok: false, url, error: res.error, durationMs: res.durationMs };
  });
}
