/** The owner's alert channels, kept in the settings table (decisions 0210, 0211). */
import { defaultAlertSettings, type AlertSettings } from '@pw/funnel';
import { readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';

const KEY = SETTINGS.ownerAlerts;

/** The owner's choice, or the defaults (e-mail on, texts off) before they made one. */
export async function alertSettings(q: Queryable): Promise<AlertSettings> {
  return { ...defaultAlertSettings, ...(await readSetting(q, KEY)) };
}

export async function saveAlertSettings(q: Queryable, settings: AlertSettings, now: Date): Promise<void> {
  await saveSetting(q, KEY, settings, now);
}
