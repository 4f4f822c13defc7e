/**
 * The link that resumes a quote (issue 20, decisions 0234, 0235 and 0307). `mintResumeLink` makes the link
 * a message carries, recording what it is sent to; `openResumeLink` is its opening: the token is checked,
 * the opening is recorded as the capture `resumed_from_link` of the visit that opened it, and the answer
 * is the wizard's state as the server holds it. Only an opening that proves the opener is the lead's
 * (`openingProves`: a link e-mailed to the address, handed on by the owner, or texted to a number a reply
 * proved) makes that visit the lead's one own visit and answers the lead's person; any other answers the
 * quote alone (`quoteOnlyResumeAnswer`). No link opens once the lead has booked.
 */
import {
  emailKey,
  leadHasBooked,
  leadLanguage,
  openingProves,
  provenByReply,
  quoteOnlyResumeAnswer,
  resumeAnswerOf,
  resumeLinkPath,
  RESUMED_FROM_LINK,
  type Capture,
  type FunnelConfig,
  type LinkSentTo,
  type ResumeAnswer,
  type ResumeOpen,
} from '@pw/funnel';
import { consentRowsOf } from '../consent/consent-ledger.repo.js';
import type { MailSettings } from '../mail/booking-mails.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { captureWork } from './capture.service.js';
import { leadStateOf, ownsLead } from './lead-events.repo.js';
import { issueResumeToken, markResumeTokenOpened, resumeTokenOf } from './resume-links.repo.js';

/**
 * A new resume link for the lead of `email`, sent to `sentTo`: `${publicUrl}/onboarding/resume#<token>`
 * (`/es/onboarding/resume` for a Spanish lead),
 * valid 14 days and until the lead books; null when no lead has that e-mail or it has booked. Each call
 * makes a new link (each message its own); earlier ones stay valid.
 *
 * @example const link = await mintResumeLink(db, { email, publicUrl, sentTo: { via: 'email', address: email } }, now);
 */
export async function mintResumeLink(
  q: Queryable,
  lead: { email: string; publicUrl: string; sentTo: LinkSentTo },
  now: Date,
): Promise<{ url: string; expiresAt: Date } | null> {
  const email = emailKey(lead.email);
  const state = await leadStateOf(q, email);
  if (!state || leadHasBooked(state)) return null;
  const { token, expiresAt } = await issueResumeToken(q, email, lead.sentTo, now);
  // On the page in the lead's language (`/es/onboarding/resume`), so it reopens the quote in it anywhere.
  const path = resumeLinkPath(token, leadLanguage(state));
  return { url: `${lead.publicUrl.replace(/\/+$/, '')}${path}`, expiresAt };
}

export interface ResumeMeta {
  now: Date;
  config: FunnelConfig;
  userAgent?: string;
  mail?: MailSettings;
}

/** Whether opening a link proves its opener: for a text, a reply from the number must be on record. */
async function proves(q: Queryable, sentTo: LinkSentTo | null): Promise<boolean> {
  const number = sentTo?.via === 'sms' ? sentTo.address : null;
  const replied = number !== null && provenByReply(await consentRowsOf(q, 'sms', number), number);
  return openingProves(sentTo, replied);
}

/**
 * Opens a resume link for the visit in `open`, in one transaction: null (and nothing recorded) when the
 * token is malformed, unknown, expired or revoked, or its lead has booked; else the wizard's state. A
 * retried opening (the same capture id) records nothing more and answers the same.
 */
export function openResumeLink(db: SqlDb, open: ResumeOpen, meta: ResumeMeta): Promise<ResumeAnswer | null> {
  return db.transaction(async (tx) => {
    const link = await resumeTokenOf(tx, open.token, meta.now);
    const lead = link ? await leadStateOf(tx, link.email) : null;
    // A link the owner minted, or one minted as the lead booked, must not reopen a finished quote.
    if (!link || !lead || leadHasBooked(lead)) return null;
    await markResumeTokenOpened(tx, open.token, meta.now);
    const proven = await proves(tx, link.sentTo);
    // A visit that is already the lead's own is answered the lead as any capture of it is (decision 0205).
    const full = proven || (await ownsLead(tx, open.visitId, link.email));
    const answer = (full ? resumeAnswerOf : quoteOnlyResumeAnswer)(lead, meta.config);
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
    // Unproven, the opening is a stranger's capture (decision 0205): recorded and counted, owning nothing.
    const item = { capture, meta: proven ? { ...meta, proof: { claimsVisit: true } } : meta };
    const work = captureWork(db.kind);
    await work.lock?.(tx, [item]);
    await work.run(tx, [item]);
    return answer;
  });
}
