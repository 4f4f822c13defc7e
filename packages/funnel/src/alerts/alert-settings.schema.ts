import { z } from 'zod';
import { toE164 } from '../contact/phone.js';
import { SmsProviderSettingsSchema, type SmsProviderView } from '../contact/sms-settings.js';

/** The owner's own mobile number for text alerts, kept in E.164; empty: none. */
const OwnerPhoneSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const e164 = toE164(v);
    if (e164) return e164;
    ctx.addIssue({
      code: 'custom',
      message: 'must be your mobile number, such as (561) 555-0123, or +44 7700 900123 outside North America',
    });
    return z.NEVER;
  });

/**
 * `PUT /api/admin/alerts`: what the owner changes of the alert channels (decisions 0210, 0211). Each part
 * is optional and the rest is kept: the e-mail switch, the text-message switch, the owner's mobile number
 * (empty: none) and the text-message provider's settings.
 */
export const AlertSettingsSchema = z.strictObject({
  email: z.boolean().optional(),
  sms: z.boolean().optional(),
  ownerPhone: OwnerPhoneSchema.optional(),
  smsProvider: SmsProviderSettingsSchema.optional(),
});
export type AlertSettingsInput = z.input<typeof AlertSettingsSchema>;

/** The owner's alert choices as stored (the provider's settings are kept apart: follow-ups share them). */
export interface AlertSettings {
  email: boolean;
  sms: boolean;
  /** E.164, or null before the owner gave one. */
  ownerPhone: string | null;
}

/** `GET`/`PUT /api/admin/alerts`: each channel, whether it can be used here, where it goes, and whether it is on. */
export interface AlertSettingsView {
  email: {
    /** E-mail can reach the owner: SMTP and OWNER_EMAIL are set, and OWNER_ALERTS is not 0. */
    available: boolean;
    to: string | null;
    on: boolean;
  };
  sms: {
    /** Texts can reach the owner: a mobile number, a complete provider, and OWNER_ALERTS is not 0. */
    available: boolean;
    /** The owner's mobile number (E.164). */
    to: string | null;
    on: boolean;
    provider: SmsProviderView;
  };
}

/** The owner's choice before they made one: e-mail on; texts once the owner turns them on (they cost). */
export const defaultAlertSettings: AlertSettings = { email: true, sms: false, ownerPhone: null };
