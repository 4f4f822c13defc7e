import { defaultConfig, normalizePropertyType } from '../../config/funnel-config.js';
import { availabilityRules, scheduleRulesOf } from '../../calendar/availability-rules.js';
import { formatPhoneInput } from '../../contact/phone.js';
import { emptyOnboardingForm, type OnboardingForm } from '../../lead/lead-fields.schema.js';
import { bookOfCatalog } from '../../pricing/catalog.js';
import { NO_CHOICES } from '../../pricing/quote-choices.js';
import { furthestReachable } from './onboarding-wizard.steps.js';
import type { OnboardingWizardContext, OnboardingWizardInput } from './onboarding-wizard.types.js';

/** The wizard's starting context from the app's input. */
export function initialContext(input: OnboardingWizardInput): OnboardingWizardContext {
  const config = input.config ?? defaultConfig;
  const stored = input.stored ?? {};
  const form: OnboardingForm = {
    ...emptyOnboardingForm,
    ...stored,
    propertyType: normalizePropertyType(stored.propertyType, config),
    phone: stored.phone ? formatPhoneInput(stored.phone, config) : '',
  };
  // Until the server's book arrives, the configuration's catalog (the spec's prices by default).
  const book = input.book ?? bookOfCatalog(config.catalog);
  // Until the server answers, the calendar uses the configured defaults (with the demo blocked days).
  const defaults = availabilityRules(undefined, config);
  const choices = input.choices ?? NO_CHOICES;
  return {
    form,
    quote: null,
    keptQuote: input.resume?.quote ?? null,
    resume: input.resume ?? null,
    quoteError: null,
    progress: 0,
    selectedDay: input.booking?.day ?? null,
    selectedSlot: input.booking?.slot ?? null,
    layout: input.layout ?? 'desktop',
    unavailableDays: input.unavailableDays ?? null,
    takenSlots: {},
    rules: scheduleRulesOf(defaults),
    booking: input.booking ?? null,
    config,
    book,
    now: input.now,
    reached: input.stored ? furthestReachable(form, config, { book, choices }) : 0,
    smsConsent: false,
    choices,
    codeError: null,
    serverQuote: null,
  };
}
