/**
 * The server's VAPID key pair (RFC 8292, decision 0214): made on the first start and kept in the settings
 * table, so every instance on one store signs with the same key and the owner's subscriptions, made
 * with its public half, keep working across restarts. Two instances starting together both try to
 * insert; the first wins and both read back the same pair.
 */
import { keepFirstSetting, SETTINGS } from '../settings/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';

export interface VapidKeys {
  /** Base64url, 65 bytes: the application server key browsers subscribe with. */
  publicKey: string;
  /** Base64url, 32 bytes: never leaves the server. */
  privateKey: string;
}

/** The stored pair, made and stored first when there is none. */
export async function ensureVapidKeys(q: Queryable, now: Date): Promise<VapidKeys> {
  // web-push is loaded only here and at the first push, not at every start (decision 0176).
  const make = async () => (await import('web-push')).default.generateVAPIDKeys();
  return (await keepFirstSetting(q, SETTINGS.vapidKeys, make, now))!;
}
