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
import { followUpSettings, saveFollowUpSettings } from '../store/follow-up-settings.repo.js';
import { FOLLOW_UP_JSON, followUpRowOf } from '../store/follow-ups.repo.js';
import type { AdminOptions } from './admin-options.js';

const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());

export function followUpsRoutes(app: FastifyInstance, o: AdminOptions): void {
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
    const seq = await o.db.query<{ row: unknown; status: string; due: unknown }>(
      `select ${FOLLOW_UP_JSON} as row, f.status, f.next_attempt_at as due from follow_ups f where f.email = $1`,
      [email],
    );
    const s = seq.rows[0];
    const row = s ? followUpRowOf(s.row) : null;
    const messages = await o.db.query<Record<string, unknown>>(
      `select 'sms' as channel, follow_up_step as step, recipient, status, attempts, last_error, created_at, sent_at
         from sms_deliveries where follow_up_id = $1
       union all
       select 'email', follow_up_step, recipient, status, attempts, last_error, created_at, sent_at
         from mail_deliveries where follow_up_id = $1
       order by created_at, step`,
      [row?.id ?? '00000000-0000-0000-0000-000000000000'],
    );
    return {
      sequence: row
        ? {
            state: row.state,
            sent: row.sent,
            stopReason: row.stopReason,
            nextAt: s!.status === 'pending' ? iso(s!.due) : null,
          }
        : null,
      messages: messages.rows.map((m): FollowUpMessageView => ({
        channel: m.channel as FollowUpMessageView['channel'],
        step: Number(m.step) + 1,
        to: String(m.recipient),
        status: m.status as FollowUpMessageView['status'],
        attempts: Number(m.attempts),
        lastError: (m.last_error as string | null) ?? null,
        queuedAt: iso(m.created_at)!,
        sentAt: iso(m.sent_at),
      })),
    };
  });
}
