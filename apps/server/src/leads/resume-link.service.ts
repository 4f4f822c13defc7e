/**
 * The link that resumes a quote (issue 20, decisions 0234 and 0235). `mintResumeLink` makes the link a
 * follow-up message carries; `openResumeLink` is its opening: the token is checked, the opening is
 * recorded as the capture `resumed_from_link` of the visit that opened it, that visit becomes the lead's
 * one own visit (the link reached the address, which no squatter can), and the answer is the wizard's
 * state as the server holds it (`resumeAnswerOf`): the answers, the step and the quote.
 */
import {
  emailKey,
  resumeAnswerOf,
  resumeLinkPath,
  RESUMED_FROM_LINK,
  type Capture,
  type FunnelConfig,
  type ResumeAnswer,
  type ResumeOpen,
} from '@pw/funnel';
import type { MailSettings } from '../mail/booking-mails.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { captureWork } from './capture.service.js';
import { leadStateOf } from './lead-events.repo.js';
import { issueResumeToken, openResumeToken } from './resume-links.repo.js';

/**
 * A new resume link for the lead of `email`: `${publicUrl}/onboarding/resume#<token>`, valid 14 days and
 * until the lead books; null when no lead has that e-mail. Each call makes a new link (each message its
 * own); earlier ones stay valid.
 *
 * @example const link = await mintResumeLink(db, { email: 'ann@example.com', publicUrl }, new Date());
 */
export async function mintResumeLink(
  q: Queryable,
  lead: { email: string; publicUrl: string },
  now: Date,
): Promise<{ url: string; expiresAt: Date } | null> {
  const email = emailKey(lead.email);
  if (!(await leadStateOf(q, email))) return null;
  const { token, expiresAt } = await issueResumeToken(q, email, now);
  return { url: `${lead.publicUrl.replace(/\/+$/, '')}${resumeLinkPath(token)}`, expiresAt };
}

export interface ResumeMeta {
  now: Date;
  config: FunnelConfig;
  userAgent?: string;
  mail?: MailSettings;
}

/**
 * Opens a resume link for the visit in `open`, in one transaction: null (and nothing recorded) when the
 * token is malformed, unknown, expired or revoked; else the wizard's state. A retried opening (the same
 * capture id) records nothing more and answers the same.
 */
export function openResumeLink(db: SqlDb, open: ResumeOpen, meta: ResumeMeta): Promise<ResumeAnswer | null> {
  return db.transaction(async (tx) => {
    const email = await openResumeToken(tx, open.token, meta.now);
    const lead = email ? await leadStateOf(tx, email) : null;
    if (!email || !lead) return null;
    const answer = resumeAnswerOf(lead, meta.config);
    const { token: _token, ...envelope } = open;
    const capture: Capture = {
      ...envelope,
      // The page's address without its fragment, which held the token.
      source: envelope.source.split('#')[0]!,
      formType: 'onboarding',
      stage: RESUMED_FROM_LINK,
      currentStep: answer.step,
      fields: { email: lead.email },
    };
    const item = {
      capture,
      meta: { ...meta, proof: { claimsVisit: true } },
    };
    const work = captureWork(db.kind);
    await work.lock?.(tx, [item]);
    await work.run(tx, [item]);
    return answer;
  });
}
