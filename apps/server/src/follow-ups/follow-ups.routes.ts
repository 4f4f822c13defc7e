/**
 * The owner's follow-up sequence (issue 20, decision 0242): `GET`/`PUT /follow-ups/settings` (on or off,
 * the delays, the templates), `POST /follow-ups/preview` (unsaved templates rendered for a sample lead by
 * @pw/funnel's `followUpPreview`, the same rendering the messages get), and a lead's sequence with every
 * message and its delivery (`GET /leads/:email/follow-ups`).
 */
import {
  EmailParamsSchema,
  emailKey,
  followUpPreview,
  FollowUpPreviewSchema,
  FollowUpSettingsSchema,
  type FollowUpMessageView,
  type LeadFollowUpsView,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { followUpSettings, saveFollowUpSettings } from './follow-up-settings.repo.js';
import { followUpMails } from '../mail/mail.store.js';
import { followUpTexts } from '../sms/sms.store.js';
import type { SqlDb } from '../store/sql-db.js';
import { followUpOf } from './follow-ups.repo.js';
import { dateOf, isoOf, textOrNull } from '../store/row-values.js';

/** What the owner's follow-up routes need from the server. */
export interface FollowUpsRoutesOptions {
  db: SqlDb;
  now: () => Date;
  /** The site's address, for the preview's links. */
  publicUrl: string;
}

export function followUpsRoutes(app: FastifyInstance, o: FollowUpsRoutesOptions): void {
  route(app, 'GET /api/admin/follow-ups/settings', () => followUpSettings(o.db));

  route(app, 'PUT /api/admin/follow-ups/settings', async (req) => {
    const settings = parse(FollowUpSettingsSchema, req.body, 'invalid_follow_ups');
    await saveFollowUpSettings(o.db, settings, o.now());
    return settings;
  });

  route(app, 'POST /api/admin/follow-ups/preview', (req) =>
    followUpPreview(parse(FollowUpPreviewSchema, req.body, 'invalid_follow_ups'), o.publicUrl),
  );

  route(app, 'GET /api/admin/leads/:email/follow-ups', async (req): Promise<LeadFollowUpsView> => {
    const email = emailKey(parse(EmailParamsSchema, req.params).email);
    const s = await followUpOf(o.db, email);
    const row = s?.row ?? null;
    // Both outboxes' messages of the sequence, in the order they were queued (then by step).
    const messages = row
      ? [...(await followUpTexts(o.db, row.id)), ...(await followUpMails(o.db, row.id))]
      : [];
    const at = (m: Record<string, unknown>) => dateOf(m.created_at).getTime();
    messages.sort((a, b) => at(a) - at(b) || Number(a.step) - Number(b.step));
    return {
      sequence: row
        ? {
            state: row.state,
            sent: row.sent,
            stopReason: row.stopReason,
            nextAt: s!.status === 'pending' ? isoOf(s!.due) : null,
          }
        : null,
      messages: messages.map((m): FollowUpMessageView => ({
        channel: m.channel as FollowUpMessageView['channel'],
        step: Number(m.step) + 1,
        to: String(m.recipient),
        status: m.status as FollowUpMessageView['status'],
        attempts: Number(m.attempts),
        lastError: textOrNull(m.last_error),
        queuedAt: isoOf(m.created_at)!,
        sentAt: isoOf(m.sent_at),
      })),
    };
  });
}
