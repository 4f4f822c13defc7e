/** The owner's alert channels, kept in the settings table (decision 0210). */
import { defaultAlertSettings, type AlertSettings } from '@pw/funnel';
import { getSetting, setSetting } from '../store/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';

const KEY = 'owner_alerts';

/** The owner's choice, or every channel on before they made one. */
export async function alertSettings(q: Queryable): Promise<AlertSettings> {
  return { ...defaultAlertSettings, ...(await getSetting<AlertSettings>(q, KEY)) };
}

export async function saveAlertSettings(q: Queryable, settings: AlertSettings, now: Date): Promise<void> {
  await setSetting(q, KEY, settings, now);
}
