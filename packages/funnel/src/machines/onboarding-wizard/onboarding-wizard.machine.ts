import { and } from 'xstate';
import { logCaptureError } from '../effect-defaults.js';
import { SUBMISSION_ERROR } from '../effects.js';
import { captureInput, type WizardCaptureStage } from './onboarding-wizard.captures.js';
import type { OnboardingWizardContext } from './onboarding-wizard.types.js';
import { initialContext } from './onboarding-wizard.logic.js';
import { schedulingState } from './onboarding-wizard.scheduling.js';
import {
  capture,
  edit,
  goto,
  invalid,
  onboardingWizardSetup,
  reached,
  valid,
  viewed,
} from './onboarding-wizard.setup.js';
import { MISSING_EMAIL, PRICE_ERROR } from './onboarding-wizard.messages.js';

const W = '#onboardingWizard';

/** A capture the person waits for; its failure is logged and toasted, and `retry` offers the step again. */
const awaitedCapture = (stage: WizardCaptureStage, retry: string) =>
  ({
    id: 'captureLead',
    src: 'captureLead',
    input: ({ context }: { context: OnboardingWizardContext }) => captureInput(context, stage),
    onError: { target: retry, actions: [logCaptureError, { type: 'notify', params: SUBMISSION_ERROR }] },
  }) as const;

/**
 * The onboarding wizard: ten route states from welcome to confirmation, a capture at every step, the
 * timed quote, the result and the scheduler. See docs/machines.md for the diagram.
 *
 * @example
 * const actor = createActor(
 *   onboardingWizardMachine.provide({ actors: { captureLead, fetchAvailability }, actions: { notify, logError } }),
 *   { input: { now: new Date(), stored } },
 * ).start();
 */
export const onboardingWizardMachine = onboardingWizardSetup.createMachine({
  id: 'onboardingWizard',
  description: 'Guided onboarding: contact details, property and services, an instant quote and a booking.',
  context: ({ input }) => initialContext(input),
  entry: 'captureResumedSession',
  initial: 'welcome',
  on: {
    'field.change': { actions: 'changeField' },
    'propertyType.select': { actions: 'selectPropertyType' },
    'service.toggle': { actions: 'toggleService' },
    'layout.change': { actions: 'changeLayout' },
    'availability.loaded': {
      actions: { type: 'storeAvailability', params: ({ event }) => event },
    },
    'priceBook.loaded': { actions: { type: 'storePriceBook', params: ({ event }) => event } },
    'wizard.goto': [
      goto('welcome', '.welcome'),
      goto('name', '.name'),
      goto('contact', '.contact'),
      goto('address', '.address'),
      goto('property-type', '.propertyType'),
      goto('service-type', '.serviceType'),
      goto('size', '.size'),
      goto('review', '.review'),
      // A reload of the waitlist screen reopens it for the same address (decision 0265).
      { guard: 'reopensOutOfArea', target: '.outOfArea' },
      // A resume link opens the result once, with the quote it brought back (decision 0234).
      { guard: 'resumesAtResult', target: '.result', actions: 'consumeResume' },
    ],
    'xstate.error.actor.backgroundCapture': { actions: logCaptureError },
  },
  states: {
    booked: {
      description:
        "You're booked for <day, time>: manage that booking or start a new quote (the contact details stay).",
      on: {
        'booking.startNew': { target: 'welcome', actions: 'startNewQuote' },
        'wizard.goto': {},
      },
    },
    welcome: {
      description:
        "Hey! I'm {name} – welcome! No back button. A prospect who booked in this browser goes to their booking.",
      entry: reached('welcome'),
      always: { guard: 'hasBooking', target: 'booked' },
      on: { 'wizard.next': { target: 'name', actions: capture('welcome_completed') } },
    },
    name: {
      description: "What's your name? The name is required.",
      entry: reached('name'),
      on: {
        'wizard.next': [
          { guard: valid('name'), target: 'contact', actions: capture('name_completed') },
          { actions: invalid('name') },
        ],
        'wizard.back': 'welcome',
      },
    },
    contact: {
      description:
        'How can I reach you? E-mail with @, then a 10-digit phone; a text-message consent box, unticked until ticked.',
      entry: reached('contact'),
      on: {
        'consent.sms.change': { actions: 'changeSmsConsent' },
        'wizard.next': [
          { guard: valid('contact'), target: 'address', actions: capture('contact_completed') },
          { actions: invalid('contact') },
        ],
        'wizard.back': 'name',
      },
    },
    address: {
      description: "What's the property address? Required.",
      entry: reached('address'),
      on: {
        'wizard.next': [
          {
            guard: and([valid('address'), 'isOutOfArea']),
            target: 'outOfArea',
            actions: capture('address_completed'),
          },
          { guard: valid('address'), target: 'propertyType', actions: capture('address_completed') },
          { actions: invalid('address') },
        ],
        'wizard.back': 'contact',
      },
    },
    propertyType: {
      description:
        'Residential or Commercial tiles, single choice. Never empty (Residential by default, a deselect is ignored), so Continue needs no check.',
      entry: reached('property-type'),
      on: {
        'wizard.next': { target: 'serviceType', actions: capture('property_type_completed') },
        'wizard.back': 'address',
      },
    },
    serviceType: {
      description: 'What services do you need? At least one.',
      entry: reached('service-type'),
      on: {
        'wizard.next': [
          {
            guard: and([valid('service-type'), 'asksChoices']),
            target: 'size',
            actions: capture('service_type_completed'),
          },
          { guard: valid('service-type'), target: 'review', actions: capture('service_type_completed') },
          { actions: invalid('service-type') },
        ],
        'wizard.back': 'propertyType',
      },
    },
    size: {
      description:
        'How big is it? Per chosen service its size question and add-ons (only when one asks or offers any); a size asked is required.',
      entry: reached('size'),
      on: {
        'size.select': { actions: 'selectSize' },
        'addOn.toggle': { actions: 'toggleAddOn' },
        'wizard.next': [
          { guard: valid('size'), target: 'review', actions: capture('size_completed') },
          { actions: invalid('size') },
        ],
        'wizard.back': 'serviceType',
      },
    },
    review: {
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
    },
    quote: {
      description: 'Ready to transform your property? The bar grows one step per tick up to 100.',
      after: {
        progressTick: [
          { guard: 'isLastTick', target: 'result', actions: 'advanceProgress' },
          { target: 'quote', reenter: true, actions: 'advanceProgress' },
        ],
      },
      on: { 'wizard.back': 'review' },
    },
    result: {
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
    },
    outOfArea: {
      description:
        "We don't serve <town (ZIP)> yet: join the waitlist with the details given, or go back and fix the address.",
      entry: viewed('out-of-area'),
      initial: 'offered',
      on: { 'wizard.back': 'address' },
      states: {
        offered: { on: { 'waitlist.join': 'joining' } },
        joining: {
          description: 'Waits for the waitlist_joined capture; a failure offers the waitlist again.',
          on: { 'wizard.goto': {} },
          invoke: { ...awaitedCapture('waitlist_joined', 'offered'), onDone: 'joined' },
        },
        joined: { description: "You're on the list: we will be in touch when we come to your area." },
      },
    },
    confirmation: {
      description:
        'Thanks for booking with us! (or, for a queued booking, a request to be confirmed). Records process_completed.',
      entry: [viewed('confirmation'), capture('process_completed')],
      on: { 'wizard.goto': {} },
    },
  },
});
