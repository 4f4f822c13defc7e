/**
 * The text-message provider's settings (decision 0211): what the owner saved in Settings (the settings
 * row `sms_provider`), over the environment's `SMS_*`, over Twilio's base URL. Read when a batch is sent,
 * so a change applies to the next text without a restart. The token leaves the server only to the provider.
 */
import { DEFAULT_SMS_BASE_URL, type SmsProviderSettings, type SmsProviderView } from '@pw/funnel';
import type { Env } from '../env.js';
import { readSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';
import type { Queryable } from '../store/sql-db.js';
import type { SmsProviderConfig } from './sms-provider.js';

const KEY = SETTINGS.smsProvider;

/** The environment's defaults. */
export type SmsEnv = Pick<Env, 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM' | 'SMS_BASE_URL'>;

/** What the owner saved; '' where a field is left to the environment. */
type SavedSmsProvider = SmsProviderConfig;

const NONE: SavedSmsProvider = { accountSid: '', authToken: '', from: '', baseUrl: '' };

async function savedSmsProvider(q: Queryable): Promise<SavedSmsProvider> {
  return { ...NONE, ...(await readSetting(q, KEY)) };
}

/** Saves the owner's fields; a token absent or empty keeps the saved one, null forgets it. */
export async function saveSmsProvider(q: Queryable, input: SmsProviderSettings, now: Date): Promise<void> {
  const saved = await savedSmsProvider(q);
  const authToken = input.authToken === null ? '' : input.authToken || saved.authToken;
  await saveSetting(q, KEY, { ...input, authToken } satisfies SavedSmsProvider, now);
}

const effective = (saved: SavedSmsProvider, env: SmsEnv): SmsProviderConfig => ({
  accountSid: saved.accountSid || env.SMS_ACCOUNT_SID || '',
  authToken: saved.authToken || env.SMS_AUTH_TOKEN || '',
  from: saved.from || env.SMS_FROM || '',
  baseUrl: saved.baseUrl || env.SMS_BASE_URL || DEFAULT_SMS_BASE_URL,
});

const complete = (c: SmsProviderConfig) => Boolean(c.accountSid && c.authToken && c.from);

/** The provider's settings that sending uses, or null while the account, token or sender is missing. */
export async function currentSmsProvider(q: Queryable, env: SmsEnv): Promise<SmsProviderConfig | null> {
  const c = effective(await savedSmsProvider(q), env);
  return complete(c) ? c : null;
}

/** The owner area's view: the fields without the token, and whether a token is set. */
export async function smsProviderView(q: Queryable, env: SmsEnv): Promise<SmsProviderView> {
  const saved = await savedSmsProvider(q);
  const c = effective(saved, env);
  const shown = ({ authToken, ...rest }: SmsProviderConfig) => ({ ...rest, tokenSet: authToken !== '' });
  return { saved: shown(saved), effective: shown(c), ready: complete(c) };
}
