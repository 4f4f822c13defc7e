/** Server-side settings (apply to every visitor): the webhook URL and signing secret the owner saved. */
import type { Queryable } from './sql-db.js';

export async function getSetting<T>(q: Queryable, key: string): Promise<T | undefined> {
  // Both drivers parse jsonb, so a stored text comes back as a JS string.
  const res = await q.query<{ value: T }>('select value from settings where key = $1', [key]);
  return res.rows[0]?.value;
}

export async function setSetting(q: Queryable, key: string, value: unknown, now: Date): Promise<void> {
  await q.query(
    `insert into settings (key, value, updated_at) values ($1, $2, $3)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [key, JSON.stringify(value), now],
  );
}

export async function deleteSetting(q: Queryable, key: string): Promise<void> {
  await q.query('delete from settings where key = $1', [key]);
}

/** The URL deliveries go to: the owner's saved one, else the configured default. */
export async function currentWebhookUrl(
  q: Queryable,
  fallback: string | undefined,
): Promise<string | undefined> {
  return (await getSetting<string>(q, 'webhook_url')) || fallback || undefined;
}

/** The secret webhooks are signed with: the owner's (rotated in Settings), else `WEBHOOK_SIGNING_SECRET`. */
export async function currentSigningSecret(
  q: Queryable,
  fallback: string | undefined,
): Promise<string | undefined> {
  return (await getSetting<string>(q, 'webhook_signing_secret')) || fallback || undefined;
}
