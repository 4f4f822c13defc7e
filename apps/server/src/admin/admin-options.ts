/** What the owner's routes need from the server (`buildServer` passes it to `adminRoutes`). */
import type { FunnelConfig } from '@pw/funnel';
import type { SessionOptions } from '../auth/session.routes.js';
import type { MailSettings } from '../mail/booking-mails.js';
import type { PushGuard, PushSender } from '../push/push.sender.js';
import type { SubmissionPatch } from '../leads/lead-store.js';
import type { WebhookSender } from '../webhooks/webhook.sender.js';

export interface AdminOptions extends Omit<SessionOptions, 'sessionFacts'> {
  send: WebhookSender;
  /** The funnel configuration (the business's zone and default availability). */
  config: FunnelConfig;
  /** The site's public address, for the links the owner hands out (a lead's resume link). */
  publicUrl: string;
  /** Set when booking e-mails can be sent (SMTP configured): the owner's changes e-mail the prospect. */
  mail?: MailSettings;
  /** Push to the owner's devices (decision 0214): the VAPID public key, the endpoint guard, the sender. */
  push: { publicKey: string; guard: PushGuard; send: PushSender };
  /** Whether committed leads are also mirrored to the owner's Supabase table (shown in the admin area). */
  supabaseMirror?: boolean;
  /** Wakes the webhook worker after something was queued (a redelivery, a Data Fields save). */
  onQueued?: () => void;
  /** Called with the lead-table patch after a Data Fields save committed (the Supabase mirror). */
  onCommitted?: (patch: SubmissionPatch) => void;
}
