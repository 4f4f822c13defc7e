import { MISSING_EMAIL, PRICE_ERROR } from './onboarding-wizard.messages.js';
import { schedulingState } from './onboarding-wizard.scheduling.js';
import { capture, onboardingWizardSetup, viewed } from './onboarding-wizard.setup.js';

const W = '#onboardingWizard';

/** The result screen: the quote (or an on-site assessment's offer, or why there is none), then the scheduler. */
export const resultState = onboardingWizardSetup.createStateConfig({
  description: 'Your Personalized Quote, then the scheduler.',
  entry: viewed('result'),
  initial: 'loading',
  states: {
    loading: {
      description: 'Generating your quote... Needs an e-mail, then prices the services.',
      always: [
        {
          guard: 'lacksEmail',
          target: 'failure',
          actions: { type: 'storeQuoteError', params: { message: MISSING_EMAIL } },
        },
        {
          guard: 'cannotPrice',
          target: 'unable',
          actions: ['storeQuote', { type: 'notify', params: PRICE_ERROR }],
        },
        {
          guard: 'quotesAssessment',
          target: 'assessment',
          actions: ['storeQuote', capture('result_page_viewed'), capture('quote_viewed')],
        },
        {
          target: 'success',
          actions: ['storeQuote', capture('result_page_viewed'), capture('quote_viewed')],
        },
      ],
    },
    failure: {
      description: 'Something went wrong, with Go Back.',
      on: { 'result.back': `${W}.review` },
    },
    unable: {
      description: 'Unable to generate quote, with Go Back.',
      on: { 'result.back': `${W}.review` },
    },
    success: {
      description: "The quote: total, services table and 'Schedule Now'.",
      on: { 'schedule.open': 'scheduling', 'result.back': `${W}.review` },
    },
    assessment: {
      description:
        "A job the owner sees first (decision 0254): no price, a kind word and 'Book a free on-site assessment'.",
      on: { 'schedule.open': 'scheduling', 'result.back': `${W}.review` },
    },
    scheduling: schedulingState,
  },
});
