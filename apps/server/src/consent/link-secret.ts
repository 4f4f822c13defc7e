/**
 * The secret that seals links (decision 0221): `LINK_SECRET` when set, else one made at random the first
 * time it is needed and kept in the settings table, so links outlive a restart and every instance on one
 * PostgreSQL opens the others' links.
 */
import { randomBytes } from 'node:crypto';
import { keepFirstSetting, SETTINGS } from '../settings/settings.repo.js';
import type { SqlDb } from '../store/sql-db.js';

export function linkSecret(db: SqlDb, configured: string | undefined): () => Promise<string> {
  let known: Promise<string> | undefined;
  const read = async () => {
    if (configured) return configured;
    const make = () => randomBytes(32).toString('base64url');
    const secret = await keepFirstSetting(db, SETTINGS.linkSecret, make);
    if (!secret) throw new Error('the link secret could not be kept in the settings table');
    return secret;
  };
  return () => {
    known ??= read().catch((err: unknown) => {
      known = undefined;
      throw err;
    });
    return known;
  };
}
