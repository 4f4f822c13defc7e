import { normalizePropertyType, type FunnelConfig } from '../../config/funnel-config.js';
import { ONBOARDING_FORM_FIELDS, type OnboardingForm } from '../../lead/lead-fields.schema.js';
import type { Lead } from '../../lead/lead.model.js';
import type { ResumeAnswer } from '../../api/resume-link.js';
import { firstInvalidStep } from './onboarding-wizard.logic.js';

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
