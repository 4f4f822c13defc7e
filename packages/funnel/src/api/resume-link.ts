/**
 * The link that resumes a quote (issue 20, decision 0234): `${PUBLIC_URL}/onboarding/resume#<token>`. The
 * token rides in the fragment, as the manage link's does (decision 0132): browsers never send it to a
 * server, so it stays out of access logs and Referer headers. The page sends it with `POST /api/resume`
 * (`ResumeOpenSchema`), and the server answers the wizard's state (`ResumeAnswer`) or a 404 `link_invalid`
 * with `RESUME_LINK_REFUSED`.
 */
import { z } from 'zod';
import { PROPERTY_CATEGORIES } from '../config/funnel-config.js';
import { CaptureEnvelopeSchema } from '../lead/capture.schema.js';
import { OnboardingFormSchema } from '../lead/lead-fields.schema.js';
import { KeptChoicesSchema } from '../pricing/kept-choices.js';
import { WIZARD_ROUTES } from '../machines/onboarding-wizard/onboarding-wizard.types.js';

/** The page a resume link opens (under the wizard's routes). */
export const RESUME_LINK_PATH = '/onboarding/resume';

/** The path of a resume link, the token in the fragment. */
export const resumeLinkPath = (token: string): string => `${RESUME_LINK_PATH}#${token}`;

/**
 * `POST /api/resume`: the link's token, with the envelope of the capture its opening is (the visit that
 * opens it, where from and when).
 */
export const ResumeOpenSchema = CaptureEnvelopeSchema.extend({
  token: z.string().max(100, { error: 'must be at most 100 characters' }),
});
export type ResumeOpen = z.infer<typeof ResumeOpenSchema>;

const QuoteSchema = z.strictObject({
  propertyType: z.enum(PROPERTY_CATEGORIES),
  services: z.array(z.strictObject({ name: z.string(), price: z.number() })),
  total: z.number(),
});

/**
 * What the server answers to a valid link: the lead's answers as stored (the browser's storage is not
 * needed), the step where the prospect stopped, the quote they were given there (null before one), and
 * the sizes, add-ons and code that quote was priced with (decision 0264; absent from an older server).
 */
export const ResumeAnswerSchema = z.strictObject({
  step: z.enum(WIZARD_ROUTES),
  answers: OnboardingFormSchema.partial(),
  quote: QuoteSchema.nullable(),
  choices: KeptChoicesSchema.optional(),
});
export type ResumeAnswer = z.infer<typeof ResumeAnswerSchema>;

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
