/** The owner's availability, kept in `settings` under one key; absent on a fresh install. */
import {
  availabilityRules,
  SavedAvailabilitySettingsSchema,
  type AvailabilityRules,
  type AvailabilitySettings,
  type FunnelConfig,
} from '@pw/funnel';
import { deleteSetting, readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';

const KEY = SETTINGS.availability;

/**
 * The saved settings, or undefined (never saved, or saved by an older version in another shape). Read
 * with the stored shape, which keeps a blocked range saved before ranges were bounded (see
 * `SavedAvailabilitySettingsSchema`); the admin's save takes only bounded ones.
 */
export async function savedAvailability(q: Queryable): Promise<AvailabilitySettings | undefined> {
  const parsed = SavedAvailabilitySettingsSchema.safeParse(await readSetting(q, KEY));
  return parsed.success ? parsed.data : undefined;
}

/** The rules in force: the owner's, else the defaults with the spec's demo blocked days. */
export async function currentRules(q: Queryable, config: FunnelConfig): Promise<AvailabilityRules> {
  return availabilityRules(await savedAvailability(q), config);
}

export async function saveAvailability(
  q: Queryable,
  settings: AvailabilitySettings,
  now: Date,
): Promise<void> {
  await saveSetting(q, KEY, settings, now);
}

/** Back to the defaults (and the demo blocked days). */
export async function resetAvailability(q: Queryable): Promise<void> {
  await deleteSetting(q, KEY);
}
