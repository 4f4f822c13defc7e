/**
 * `POST /api/admin/alerts/test`: the owner's "Send a test text" / "Send a test e-mail" (decision 0211). The
 * test goes through the channel's own outbox and worker, as an alert would; the answer says how its first
 * attempt went, or that it is still queued when the attempt takes longer than the request may wait.
 */
import { z } from 'zod';

export const AlertTestSchema = z.strictObject({ channel: z.enum(['sms', 'email']) });
export type AlertTest = z.infer<typeof AlertTestSchema>;

export interface AlertTestAnswer {
  channel: AlertTest['channel'];
  status: 'sent' | 'failed' | 'queued';
  /** A sentence for the owner: where it went, or what the provider or the mail server answered. */
  message: string;
}
