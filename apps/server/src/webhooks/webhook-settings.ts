/** The webhook URL and signing secret the owner saved in Settings, over the environment's defaults. */
import { readSetting, SETTINGS } from '../settings/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';

/** The URL deliveries go to: the owner's saved one, else the configured default. */
export async function currentWebhookUrl(
  q: Queryable,
  fallback: string | undefined,
): Promise<string | undefined> {
  return (await readSetting(q, SETTINGS.webhookUrl)) || fallback || undefined;
}

/** The secret webhooks are signed with: the owner's (rotated in Settings), else `WEBHOOK_SIGNING_SECRET`. */
export async function currentSigningSecret(
  q: Queryable,
  fallback: string | undefined,
): Promise<string | undefined> {
  return (await readSetting(q, SETTINGS.webhookSigningSecret)) || fallback || undefined;
}
