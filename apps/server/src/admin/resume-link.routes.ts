/**
 * `POST /leads/:email/resume-link` (decision 0234): a new resume link for one lead, for the owner to send
 * by hand (a text, a reply) until the follow-up messages carry theirs. Behind the session and CSRF like
 * every owner route; the owner is proven for every lead (decision 0205).
 */
import { EmailParamsSchema } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { mintResumeLink } from '../leads/resume-link.service.js';
import type { AdminOptions } from './admin-options.js';

export function resumeLinkRoutes(app: FastifyInstance, o: AdminOptions): void {
  route(app, 'POST /api/admin/leads/:email/resume-link', async (req) => {
    const { email } = parse(EmailParamsSchema, req.params);
    const link = await mintResumeLink(o.db, { email, publicUrl: o.publicUrl }, o.now());
    if (!link) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}
