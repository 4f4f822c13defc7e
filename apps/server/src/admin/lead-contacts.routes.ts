/**
 * Answering a lead (decision 0209): `POST /leads/:email/marks` stores the owner's mark (contacted and how,
 * won, lost) and answers the lead's contact state; `GET /leads/waiting` lists the reachable leads nobody
 * has marked yet, the longest waiting first.
 */
import { describeIssues, LeadMarkSchema, LIMITS, type LeadContactState, type WaitingLeads } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OWNER } from '../auth/auth.repo.js';
import { HttpError } from '../http/errors.js';
import { addMark, contactStates, waitingLeads } from '../store/lead-contacts.repo.js';
import { readSubmission } from '../store/sql-lead.store.js';
import type { AdminOptions } from './admin-options.js';

/** A lead's e-mail in an owner route's path, as leads are keyed (lower-cased). */
export const EmailParamSchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(LIMITS.email) });
const WaitingQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });

function parse<T>(schema: z.ZodType<T>, value: unknown, code = 'bad_request'): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error), code);
  return parsed.data;
}

export function leadContactsRoutes(app: FastifyInstance, o: AdminOptions): void {
  app.get('/leads/waiting', async (req): Promise<WaitingLeads> => {
    const { limit } = parse(WaitingQuerySchema, req.query, 'invalid_query');
    return waitingLeads(o.db, limit);
  });

  app.post('/leads/:email/marks', async (req): Promise<{ contact: LeadContactState }> => {
    const { email } = parse(EmailParamSchema, req.params);
    const mark = parse(LeadMarkSchema, req.body, 'invalid_mark');
    const lead = await readSubmission(o.db, email);
    if (!lead) throw new HttpError(404, `No lead with the e-mail ${email}.`, 'not_found');
    await addMark(o.db, {
      email: lead.email,
      mark: mark.mark,
      channel: mark.channel ?? null,
      by: OWNER,
      at: o.now(),
    });
    const contact = (await contactStates(o.db, [lead.email])).get(lead.email)!;
    return { contact };
  });
}
