/**
 * The link that resumes a quote (issue 20, decision 0234): `${PUBLIC_URL}/onboarding/resume#<token>`. The
 * token rides in the fragment, as the manage link's does (decision 0132): browsers never send it to a
 * server, so it stays out of access logs and Referer headers. The server mints it and the follow-up
 * messages carry it; the page sends the token with `POST /api/resume` (the contract: `api/resume-link.ts`).
 */

import { pathInLanguage, type Language } from '../i18n/language.js';

/** The page a resume link opens (under the wizard's routes). */
export const RESUME_LINK_PATH = '/onboarding/resume';

/**
 * The path of a resume link, the token in the fragment, on the page in the lead's language (`/es/...` for a
 * Spanish lead, decision 0321), so the quote reopens in it on any device.
 */
export const resumeLinkPath = (token: string, language: Language = 'en'): string =>
  `${pathInLanguage(RESUME_LINK_PATH, language)}#${token}`;
