/**
 * `POST /leads/:email/resume-link` (decisions 0234, 0307): a new resume link for one lead, for the owner to
 * send by hand (a text, a reply). Behind the session and CSRF like every owner route; the owner is proven
 * for every lead (decision 0205), so the link is recorded as the owner's and its opening is proven. A lead
 * that has booked gets none (409 `lead_booked`): its quote is finished, its manage link is the way back.
 */
import { EmailParamsSchema, emailKey, leadHasBooked } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { leadStateOf } from './lead-events.repo.js';
import { mintResumeLink } from './resume-link.service.js';
import type { LeadsRoutesOptions } from './leads-routes-options.js';

export function resumeLinkRoutes(app: FastifyInstance, o: LeadsRoutesOptions): void {
  route(app, 'POST /api/admin/leads/:email/resume-link', async (req) => {
    const { email } = parse(EmailParamsSchema, req.params);
    const link = await o.db.transaction(async (tx) => {
      const lead = await leadStateOf(tx, emailKey(email));
      if (!lead) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
      if (leadHasBooked(lead)) {
        throw new HttpError(
          409,
          'This lead has booked, so a link to resume the quote would not open. The confirmation e-mail has the link to manage the booking.',
          'lead_booked',
        );
      }
      return mintResumeLink(tx, { email, publicUrl: o.publicUrl, sentTo: { via: 'owner' } }, o.now());
    });
    if (!link) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}
