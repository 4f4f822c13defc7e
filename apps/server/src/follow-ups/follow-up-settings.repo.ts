/**
 * The owner's follow-up settings (decision 0242): the settings row `follow_ups`, validated again when
 * read (a row stored by an older version that no longer passes falls back to the defaults), and the
 * timing they make with the configuration's hours and the business's zone.
 */
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  FollowUpSettingsSchema,
  followUpTimingOf,
  type FollowUpSettings,
  type FollowUpTiming,
  type FunnelConfig,
} from '@pw/funnel';
import { readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';

/** The settings as stored (`value` of the row, or undefined), else the defaults. */
export function followUpSettingsOf(value: unknown): FollowUpSettings {
  const parsed = FollowUpSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_FOLLOW_UP_SETTINGS;
}

export async function followUpSettings(q: Queryable): Promise<FollowUpSettings> {
  return followUpSettingsOf(await readSetting(q, SETTINGS.followUps));
}

export function saveFollowUpSettings(q: Queryable, s: FollowUpSettings, now: Date): Promise<void> {
  return saveSetting(q, SETTINGS.followUps, s, now);
}

/** The timing of the owner's delays in the business's hours and zone. */
export function followUpTimingWith(s: FollowUpSettings, config: FunnelConfig): FollowUpTiming {
  return { ...followUpTimingOf(config), delaysMinutes: s.delaysMinutes };
}
