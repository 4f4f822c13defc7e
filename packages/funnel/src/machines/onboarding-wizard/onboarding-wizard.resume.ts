import { normalizePropertyType, type FunnelConfig } from '../../config/funnel-config.js';
import { ONBOARDING_FORM_FIELDS, type OnboardingForm } from '../../lead/lead-fields.schema.js';
import type { Lead } from '../../lead/lead.js';
import type { ResumeAnswer } from './onboarding-wizard.resume.schema.js';
import { firstInvalidStep } from './onboarding-wizard.steps.js';

/**
 * Where a resume link opens the wizard for a lead (decision 0234), from the lead as the server folded it:
 * its answers, with the sizes, add-ons and code its quote was priced with (decision 0264); the result, with the quote it was given, when it had one and every step is answered;
 * else the first step its answers do not pass (the review when they all do).
 *
 * @example resumeAnswerOf(lead, config) // { step: 'result', answers: { name: 'Ada', ... }, quote: { total: 900, ... } }
 */
export function resumeAnswerOf(
  lead: Pick<Lead, keyof OnboardingForm | 'quotedPrice' | 'quoteDetails' | 'quoteAnswers'>,
  config: FunnelConfig,
): ResumeAnswer {
  const propertyType = normalizePropertyType(lead.propertyType, config);
  const answers: ResumeAnswer['answers'] = {};
  for (const key of ONBOARDING_FORM_FIELDS) {
    const value = key === 'propertyType' ? propertyType : lead[key].trim();
    if (value) Object.assign(answers, { [key]: value });
  }
  const missing = firstInvalidStep({ ...lead, propertyType }, config);
  const quote =
    missing === null && lead.quotedPrice !== null && lead.quoteDetails?.length
      ? { propertyType, services: lead.quoteDetails.map((l) => ({ ...l })), total: lead.quotedPrice }
      : null;
  const { sizes = {}, addOns = {}, code = '' } = lead.quoteAnswers ?? {};
  return { step: quote ? 'result' : (missing ?? 'review'), answers, quote, choices: { sizes, addOns, code } };
}

/** The answers that are the prospect's person: what an opening that proves nothing is never answered. */
const NO_PERSON = { name: '', email: '', phone: '', address: '', notes: '' } as const;

/**
 * What a resume link answers when opening it proves nothing (a text to a number no reply proved, decision
 * 0307): the quote and what it was priced from (the property type, the services, the sizes, add-ons and
 * code), so the prospect can go on, and nothing of the lead's person (name, e-mail, phone, address, and
 * the notes, which are free text). The wizard opens at the first step those leave unanswered (the name)
 * and keeps the quote for the same services, as with a full answer.
 */
export function quoteOnlyResumeAnswer(
  lead: Pick<Lead, keyof OnboardingForm | 'quotedPrice' | 'quoteDetails' | 'quoteAnswers'>,
  config: FunnelConfig,
): ResumeAnswer {
  const { quote, choices } = resumeAnswerOf(lead, config);
  return { ...resumeAnswerOf({ ...lead, ...NO_PERSON }, config), quote, choices };
}
