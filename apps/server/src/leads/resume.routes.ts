/**
 * `POST /api/resume` (decision 0234): the page a resume link opens sends the link's token, and the capture
 * envelope of its visit; the answer is the wizard's state (`ResumeAnswer`), or 404 `link_invalid` with one
 * sentence for a forged, altered, expired or revoked link, whichever it is. A POST, not the link itself:
 * mail scanners and link previews fetch a link's page without running it, and must not open the quote.
 */
import { RESUME_LINK_REFUSED, ResumeOpenSchema, type FunnelConfig } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import type { MailSettings } from '../mail/booking-mails.js';
import type { SqlDb } from '../store/sql-db.js';
import { hasNul } from './captures.routes.js';
import { openResumeLink } from './resume-link.service.js';

export interface ResumeRoutesOptions {
  db: SqlDb;
  now: () => Date;
  config: FunnelConfig;
  mail?: MailSettings;
  /** Called after the opening queued its webhook. */
  onQueued?: () => void;
}

export function resumeRoutes(app: FastifyInstance, o: ResumeRoutesOptions): void {
  // As the manage link's: a guesser gets 30 tries a minute per address, against 2^256 tokens.
  const limit = { bodyLimit: 16 * 1024, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  route(
    app,
    'POST /api/resume',
    async (req) => {
      if (hasNul(req.body)) throw new HttpError(400, 'Texts may not contain NUL characters.');
      const open = parse(ResumeOpenSchema, req.body, 'invalid_resume');
      const ua = req.headers['user-agent'];
      const answer = await openResumeLink(o.db, open, {
        now: o.now(),
        config: o.config,
        ...(ua ? { userAgent: ua } : {}),
        ...(o.mail ? { mail: o.mail } : {}),
      });
      if (!answer) throw new HttpError(404, RESUME_LINK_REFUSED, 'link_invalid');
      o.onQueued?.();
      return answer;
    },
    limit,
  );
}
