/**
 * The owner's crews and their hours (issue 42, decision 0330), kept in `settings` under one key. Until the
 * owner saves them, they are what the weekly slots mean (`crewsOfSlots`), so existing settings keep working.
 */
import {
  crewsOfSlots,
  CrewSettingsSchema,
  defaultAvailabilitySettings,
  type CrewSettings,
  type FunnelConfig,
} from '@pw/funnel';
import { readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';
import { savedAvailability } from './availability.repo.js';

const KEY = SETTINGS.crews;

/** The saved crews, or undefined (never saved, or saved in a shape this version no longer reads). */
export async function savedCrews(q: Queryable): Promise<CrewSettings | undefined> {
  const parsed = CrewSettingsSchema.safeParse(await readSetting(q, KEY));
  return parsed.success ? parsed.data : undefined;
}

/** The crews in force: the owner's, else the ones the availability's weekly slots mean. */
export async function currentCrews(
  q: Queryable,
  config: FunnelConfig,
): Promise<{ settings: CrewSettings; isDefault: boolean }> {
  const saved = await savedCrews(q);
  if (saved) return { settings: saved, isDefault: false };
  const availability = (await savedAvailability(q)) ?? defaultAvailabilitySettings(config);
  return { settings: crewsOfSlots(availability), isDefault: true };
}

export async function saveCrews(q: Queryable, settings: CrewSettings, now: Date): Promise<void> {
  await saveSetting(q, KEY, settings, now);
}
