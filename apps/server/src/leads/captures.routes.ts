/** The public API: `POST /api/captures` and `GET /api/availability`. Reads nothing about other people. */
import {
  AvailabilityRangeSchema,
  groupTakenSlots,
  bookingWindow,
  CaptureSchema,
  defaultConfig,
  OptionalRangeQuerySchema,
  scheduleRulesOf,
  smsWordingOf,
  stageIsServerOnly,
  type FunnelConfig,
} from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import type { SubmissionPatch } from './lead-store.js';
import type { SqlDb } from '../store/sql-db.js';
import { fullSlots, SlotError } from '../appointments/appointments.repo.js';
import { currentRules } from '../appointments/availability.repo.js';
import type { MailSettings } from '../mail/booking-mails.js';
import { pricedCapture } from './capture-pricing.js';
import { refuseServedWaitlist } from './capture-service-area.js';
import { captureRecorder } from './capture.service.js';
import { CodeAttempts } from '../pricing/code-attempts.js';

export interface CaptureRoutesOptions {
  db: SqlDb;
  now: () => Date;
  config?: FunnelConfig;
  /** Captures per client per minute. */
  rateLimit: number;
  /** Called after a capture queued a webhook, so the worker sends it now rather than at its next poll. */
  onQueued?: () => void;
  /** Set when SMTP is configured: new bookings queue their e-mails. */
  mail?: MailSettings;
  /** Whether captures raise the owner's lead alerts (OWNER_ALERTS; decisions 0210, 0211). */
  ownerAlerts?: boolean;
  /** Called with the lead-table patch after the transaction committed (the Supabase mirror). */
  onCommitted?: (patch: SubmissionPatch) => void;
}

/** PostgreSQL cannot store U+0000 in text or jsonb; such input is refused up front. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 4 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export function captureRoutes(app: FastifyInstance, o: CaptureRoutesOptions): void {
  const config = o.config ?? defaultConfig;
  const recordCapture = captureRecorder(o.db);
  // Refused promotion codes per client, by the rate limit's key (decision 0310).
  const codeAttempts = new CodeAttempts();
  // Closing: the captures already queued commit before the store closes (their clients may be gone).
  app.addHook('onClose', () => recordCapture.groupCommit.idle());

  route(
    app,
    'POST /api/captures',
    async (req, reply) => {
      const raw = req.body;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new HttpError(400, 'The request body must be a JSON object describing one capture.');
      }
      // The honeypot: a bot that filled the hidden field is answered as if all went well.
      const honey = (raw as { website?: unknown }).website;
      if (typeof honey === 'string' && honey.trim() !== '') {
        reply.code(202);
        return { ok: true, quote: null };
      }
      if (hasNul(raw)) throw new HttpError(400, 'Texts may not contain NUL characters.');
      const capture = parse(CaptureSchema, raw, 'invalid_capture');
      const consent = capture.consent?.sms;
      if (consent && smsWordingOf(consent.version, config) === null) {
        throw new HttpError(
          400,
          'consent.sms.version: this is not the wording of a text-message box this site shows; reload the page and answer the box again.',
          'unknown_consent_wording',
        );
      }
      if (stageIsServerOnly(capture.stage)) {
        throw new HttpError(
          400,
          `stage: ${capture.stage} is recorded by the server only (through the booking's manage link or a resume link)`,
          'invalid_capture',
        );
      }
      await refuseServedWaitlist(o.db, capture);
      const now = o.now();
      // A late capture whose code is refused is stored without it (decision 0268).
      const attempts = codeAttempts.of(req.ip);
      const priced = await pricedCapture(o.db, capture, now, config, attempts);
      const { pricing, codeNotApplied } = priced;
      try {
        const ua = req.headers['user-agent'];
        const out = await recordCapture(priced.capture, {
          now,
          config,
          ...(pricing ? { pricing } : {}),
          ...(o.mail ? { mail: o.mail } : {}),
          ...(o.ownerAlerts ? { ownerAlerts: true } : {}),
          ...(ua ? { userAgent: ua } : {}),
          ip: req.ip,
        });
        if (out.kind === 'duplicate') return { ok: true, duplicate: true };
        if (out.codeNotApplied) attempts.refused(capture.fields.promotionCode, now);
        if (out.deliveryId) o.onQueued?.();
        if (out.patch) o.onCommitted?.(out.patch);
        reply.code(202);
        return {
          ok: true,
          quote: out.quote,
          ...(out.manageToken ? { manageToken: out.manageToken } : {}),
          ...((codeNotApplied ?? out.codeNotApplied)
            ? { codeNotApplied: codeNotApplied ?? out.codeNotApplied }
            : {}),
        };
      } catch (err) {
        // A code past its use limit, refused in the capture's transaction, is an attempt too.
        if (err instanceof HttpError && err.code === 'code_refused')
          attempts.refused(capture.fields.promotionCode, now);
        if (err instanceof SlotError)
          throw new HttpError(err.refused.status, err.refused.message, err.refused.code);
        throw err;
      }
    },
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: o.rateLimit, timeWindow: '1 minute' } } },
  );

  route(app, 'GET /api/availability', async (req) => {
    const q = parse(OptionalRangeQuerySchema, req.query, 'invalid_range');
    const now = o.now();
    const rules = await currentRules(o.db, config);
    const window = bookingWindow(now, rules);
    const { from, to } = parse(
      AvailabilityRangeSchema,
      { from: q.from ?? window.first, to: q.to ?? window.last },
      'invalid_range',
    );
    const full = await fullSlots(o.db, from, to, now, rules);
    return {
      from,
      to,
      /** Days a prospect cannot pick: the owner's blocked days and fully booked days. */
      unavailableDays: full.unavailableDays,
      takenSlots: groupTakenSlots(full.slots),
      rules: scheduleRulesOf(rules),
    };
  });
}
