/**
 * Answering a lead (decision 0209): `POST /leads/:email/marks` stores the owner's mark (contacted and how,
 * won, lost) and answers the lead's contact state; `GET /leads/waiting` lists the reachable leads nobody
 * has marked yet, the longest waiting first.
 */
import { EmailParamsSchema, emailKey, LeadMarkSchema, WaitingQuerySchema } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { OWNER } from '../auth/auth.repo.js';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import { followUpsOn } from '../follow-ups/follow-ups.repo.js';
import { addMark, contactStates, waitingLeads } from './lead-contacts.repo.js';
import { readSubmission } from './sql-lead.store.js';
import type { LeadsRoutesOptions } from './leads-routes-options.js';

export function leadContactsRoutes(app: FastifyInstance, o: LeadsRoutesOptions): void {
  route(app, 'GET /api/admin/leads/waiting', async (req) => {
    const { limit } = parse(WaitingQuerySchema, req.query, 'invalid_query');
    return waitingLeads(o.db, limit);
  });

  route(app, 'POST /api/admin/leads/:email/marks', async (req) => {
    const { email } = parse(EmailParamsSchema, req.params);
    const mark = parse(LeadMarkSchema, req.body ?? {}, 'invalid_mark');
    const lead = await readSubmission(o.db, email);
    if (!lead) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    const at = o.now();
    await o.db.transaction(async (tx) => {
      await addMark(tx, { email: lead.email, mark: mark.mark, channel: mark.channel ?? null, by: OWNER, at });
      // Contacted, won or lost: the lead's follow-ups stop for good, with the mark (decision 0240).
      await followUpsOn(tx, { email: emailKey(lead.email) }, { type: 'owner.marked', at }, o.config);
    });
    const contact = (await contactStates(o.db, [lead.email])).get(lead.email)!;
    return { contact };
  });
}
