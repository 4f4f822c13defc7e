/**
 * The `settings` table's one repository (issue 40, decision 0318): every key the server keeps, with the
 * type of its value, and the only SQL on the table. Features read and write their settings through these
 * typed accessors and validate what they read themselves (a row stored by an older version may no longer
 * pass). Both drivers parse jsonb, so a stored text comes back as a JS string.
 */
import type { AlertSettings } from '@pw/funnel';
import type { Queryable } from '../store/sql-db.js';

/** One setting: its key in the table, and (as a type only) what its value is. */
export interface Setting<T> {
  readonly key: string;
  /** Never set: carries the value's type. */
  readonly value?: T;
}

const setting = <T>(key: string): Setting<T> => ({ key });

/** The text-message provider's fields as saved in Settings ('' where left to the environment). */
export interface SavedSmsProviderValue {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

/** Every setting, by what it is for. Values read as `unknown` are validated by their feature. */
export const SETTINGS = {
  /** The webhook URL the owner saved (else `WEBHOOK_URL`). */
  webhookUrl: setting<string>('webhook_url'),
  /** The webhooks' signing secret the owner rotated (else `WEBHOOK_SIGNING_SECRET`). */
  webhookSigningSecret: setting<string>('webhook_signing_secret'),
  /** The owner's follow-up settings (decision 0242), as stored. */
  followUps: setting<unknown>('follow_ups'),
  /** The owner's alert channels (decisions 0210, 0211). */
  ownerAlerts: setting<Partial<AlertSettings>>('owner_alerts'),
  /** The text-message provider (decision 0211). */
  smsProvider: setting<Partial<SavedSmsProviderValue>>('sms_provider'),
  /** The owner's availability, as stored. */
  availability: setting<unknown>('availability'),
  /** The owner's crews and their hours (issue 42), as stored. */
  crews: setting<unknown>('crews'),
  /** The random secret that seals links when `LINK_SECRET` is not set (decision 0221). */
  linkSecret: setting<string>('link_secret'),
  /** The server's VAPID key pair (decision 0214). */
  vapidKeys: setting<{ publicKey: string; privateKey: string }>('push_vapid_keys'),
  /** The hash of the `ADMIN_PASSWORD` last applied to the owner account. */
  adminPasswordApplied: setting<string>('admin_password_applied'),
  /** Present while the generated owner password has never been used to sign in (decision 0141). */
  ownerPasswordUnused: setting<boolean>('owner_password_unused'),
} as const;

/**
 * How many times this process saved or deleted a setting: a cache of settings (`webhookTarget`) compares it
 * to see a change the owner saved here at once; changes another server process saves reach it by its age.
 */
let changes = 0;
export const settingChanges = (): number => changes;

export async function readSetting<T>(q: Queryable, s: Setting<T>): Promise<T | undefined> {
  const res = await q.query<{ value: T }>('select value from settings where key = $1', [s.key]);
  return res.rows[0]?.value;
}

/** Two settings in one statement (the webhook worker's URL and secret, read at every batch). */
export async function readSettingPair<A, B>(
  q: Queryable,
  a: Setting<A>,
  b: Setting<B>,
): Promise<[A | undefined, B | undefined]> {
  const res = await q.query<{ key: string; value: unknown }>(
    'select key, value from settings where key in ($1, $2)',
    [a.key, b.key],
  );
  const of = (key: string) => res.rows.find((r) => r.key === key)?.value;
  return [of(a.key) as A | undefined, of(b.key) as B | undefined];
}

export async function saveSetting<T>(q: Queryable, s: Setting<T>, value: T, now: Date): Promise<void> {
  await q.query(
    `insert into settings (key, value, updated_at) values ($1, $2, $3)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [s.key, JSON.stringify(value), now],
  );
  changes += 1;
}

export async function deleteSetting(q: Queryable, s: Setting<unknown>): Promise<void> {
  await q.query('delete from settings where key = $1', [s.key]);
  changes += 1;
}

/**
 * The stored value, storing `make()`'s first when there is none. Two instances doing this together both
 * read back the one that went in first. `now` undefined: the store's clock.
 */
export async function keepFirstSetting<T>(
  q: Queryable,
  s: Setting<T>,
  make: () => T | Promise<T>,
  now?: Date,
): Promise<T | undefined> {
  const stored = await readSetting(q, s);
  if (stored !== undefined) return stored;
  await q.query(
    `insert into settings (key, value, updated_at) values ($1, $2, coalesce($3::timestamptz, now()))
     on conflict (key) do nothing`,
    [s.key, JSON.stringify(await make()), now ?? null],
  );
  return readSetting(q, s);
}

/**
 * A `union all` part for a read of many tables in one statement (the capture's): one row
 * `(kind, key, null, value)` when `s` is stored, none otherwise.
 */
export function settingRowSql(s: Setting<unknown>, kind: string): string {
  return `select '${kind}', s.key, null, s.value from settings s where s.key = '${s.key}'`;
}
