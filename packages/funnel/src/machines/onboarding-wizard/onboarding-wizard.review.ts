import { and } from 'xstate';
import { logCaptureError } from '../effect-defaults.js';
import { SUBMISSION_ERROR } from '../effects.js';
import { captureInput } from './onboarding-wizard.captures.js';
import { edit, invalid, onboardingWizardSetup, reached, viewed } from './onboarding-wizard.setup.js';

const W = '#onboardingWizard';

/**
 * The review screen: the answers with an edit link per section and the promotion code, then the
 * quote_details capture that prices them on the server before the timed quote.
 */
export const reviewState = onboardingWizardSetup.createStateConfig({
  description:
    'Confirm Your Details; each section can be edited. Have a promotion code? Confirm re-checks the service area.',
  entry: reached('review'),
  initial: 'editing',
  states: {
    editing: {
      description: "Shows the details and 'Confirm & Generate Quote'.",
      on: {
        'promotionCode.change': { actions: 'changePromotionCode' },
        // The area is checked again with the book in force: the owner may have changed it (decision 0266).
        'review.confirm': [
          { guard: and(['isFormComplete', 'isOutOfArea']), target: `${W}.outOfArea` },
          { guard: 'isFormComplete', target: 'submitting' },
          { actions: invalid(null) },
        ],
        'review.edit': [
          edit('contact', `${W}.name`),
          edit('address', `${W}.address`),
          edit('propertyType', `${W}.propertyType`),
          edit('serviceType', `${W}.serviceType`),
          edit('size', `${W}.size`),
          edit('notes', `${W}.welcome`),
        ],
        'wizard.back': [{ guard: 'asksChoices', target: `${W}.size` }, `${W}.serviceType`],
      },
    },
    submitting: {
      description:
        "Waits for the quote_details capture; a failure stays on the review, a refused code with the server's sentence beside the field, an address the server does not serve goes to the waitlist screen.",
      on: { 'wizard.goto': {} },
      invoke: {
        id: 'captureLead',
        src: 'captureLead',
        input: ({ context }) => captureInput(context, 'quote_details'),
        onDone: {
          target: `${W}.quote`,
          actions: [
            'resetProgress',
            { type: 'storeServerQuote', params: ({ event }) => ({ output: event.output }) },
            viewed('quote'),
          ],
        },
        onError: [
          // The server's book does not serve the address: the waitlist, every answer kept.
          {
            guard: { type: 'isAreaRefused', params: ({ event }) => ({ error: event.error }) },
            target: `${W}.outOfArea`,
          },
          {
            guard: { type: 'isCodeRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'storeCodeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: [logCaptureError, { type: 'notify', params: SUBMISSION_ERROR }],
          },
        ],
      },
    },
  },
});
