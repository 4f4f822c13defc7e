/**
 * The webhook settings (`/api/admin/settings*`): the URL, its reset to the configured default, the
 * signing secret and a test send through the server.
 */
import { z } from 'zod';
import { isValidEmail } from '../contact/email.js';

/** `GET /api/admin/settings`, and the answer of every change to them. */
export interface WebhookSettings {
  webhookUrl: string;
  defaultWebhookUrl: string;
  isDefault: boolean;
  signing: boolean;
  signingSecret: string;
  signingSecretSource: 'settings' | 'environment' | 'none';
  /** After a save: the host did not resolve right now (saved anyway; deliveries will retry). */
  warning?: string;
}

/** `PUT /api/admin/settings`. Its shape (http(s), no credentials) is judged by the server's URL guard. */
export const WebhookSettingsSaveSchema = z.strictObject({ webhookUrl: z.string().trim().min(1).max(2048) });
export type WebhookSettingsSave = z.input<typeof WebhookSettingsSaveSchema>;

/** `POST /api/admin/settings/test`: JSON sent now, to `url` (perhaps not saved yet) or the saved URL. */
export const WebhookTestSchema = z.strictObject({
  data: z
    .record(z.string(), z.unknown())
    // The receiver keys leads by it: the same one-address rule as a capture's (decision 0204).
    .refine((d) => typeof d.email === 'string' && isValidEmail(d.email), 'must include an email'),
  url: z.string().trim().max(2048).optional(),
});
export type WebhookTest = z.input<typeof WebhookTestSchema>;

/** What the receiver answered to a test, or why nothing reached it. */
export type WebhookTestOutcome =
  | { ok: boolean; url: string; status: number; response: string; durationMs: number }
  | { ok: false; url: string; error: string; durationMs: number; status?: undefined };
