/**
 * `POST /api/resume`, the opening of a resume link (issue 20, decision 0234; the link itself:
 * `lead/resume-link.ts`): the page sends the link's token (`ResumeOpenSchema`), and the server answers the
 * wizard's state (`ResumeAnswer`) or a 404 `link_invalid` with `RESUME_LINK_REFUSED`.
 */
import { z } from 'zod';
import { CaptureEnvelopeSchema } from '../lead/capture.schema.js';

/**
 * `POST /api/resume`: the link's token, with the envelope of the capture its opening is (the visit that
 * opens it, where from and when).
 */
export const ResumeOpenSchema = CaptureEnvelopeSchema.extend({
  token: z.string().max(100, { error: 'must be at most 100 characters' }),
});
export type ResumeOpen = z.infer<typeof ResumeOpenSchema>;

/**
 * The sentence for a link that is forged, altered, expired or no longer valid (the lead booked since): it
 * says nothing about whose link it was or why it failed.
 */
export const RESUME_LINK_REFUSED =
  "This link has expired or isn't valid anymore. Let's start a new quote: it only takes a minute.";

/** `POST /api/admin/leads/:email/resume-link`: a new resume link for the lead, and until when it opens. */
export interface ResumeLinkMinted {
  url: string;
  /** ISO instant. */
  expiresAt: string;
}
