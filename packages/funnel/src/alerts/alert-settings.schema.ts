import { z } from 'zod';

/** `PUT /api/admin/alerts`: the owner's choice of alert channels (decision 0210; e-mail so far). */
export const AlertSettingsSchema = z.strictObject({ email: z.boolean() });
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

/** `GET`/`PUT /api/admin/alerts`: each channel, whether it can be used here, where it goes, and whether it is on. */
export interface AlertSettingsView {
  email: {
    /** E-mail can reach the owner: SMTP and OWNER_EMAIL are set, and OWNER_ALERTS is not 0. */
    available: boolean;
    to: string | null;
    on: boolean;
  };
}

/** The owner's choice before they made one: every available channel on. */
export const defaultAlertSettings: AlertSettings = { email: true };
