/** The webhook URL and signing secret the owner saved in Settings, over the environment's defaults. */
import { readSetting, readSettingPair, settingChanges, SETTINGS } from '../settings/settings.repo.js';
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

/** Where webhooks go now and what signs them (either may be unset). */
export interface WebhookTarget {
  url: string | undefined;
  secret: string | undefined;
}

/**
 * The webhook worker's `currentWebhookUrl` and `currentSigningSecret`, read together in one statement and
 * kept for `maxAgeMs` (decision 0320): under load the worker runs a batch after every group commit, and two
 * reads of an unchanged row each time were a tenth of its statements. A change saved in this process is
 * seen at once (`settingChanges`); one saved by another server process on the same PostgreSQL, within
 * `maxAgeMs`, as a delivery claimed just before the save would have gone to the old URL anyway.
 */
export function webhookTarget(
  q: Queryable,
  fallback: { url?: string; secret?: string },
  maxAgeMs = 1_000,
  clock: () => number = () => performance.now(),
): () => Promise<WebhookTarget> {
  let kept: { at: number; changes: number; value: Promise<WebhookTarget> } | undefined;
  const read = async (): Promise<WebhookTarget> => {
    const [url, secret] = await readSettingPair(q, SETTINGS.webhookUrl, SETTINGS.webhookSigningSecret);
    return { url: url || fallback.url || undefined, secret: secret || fallback.secret || undefined };
  };
  return () => {
    const now = clock();
    if (!kept || kept.changes !== settingChanges() || now - kept.at > maxAgeMs) {
      const value = read();
      const entry = { at: now, changes: settingChanges(), value };
      kept = entry;
      // A failed read is not kept: the next call reads again.
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}
