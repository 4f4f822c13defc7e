import { and } from 'xstate';
import { logCaptureError } from '../effect-defaults.js';
import { SUBMISSION_ERROR } from '../effects.js';
import { captureInput, type WizardCaptureStage } from './onboarding-wizard.captures.js';
import type { OnboardingWizardContext } from './onboarding-wizard.types.js';
import { initialContext } from './onboarding-wizard.start.js';
import { resultState } from './onboarding-wizard.result.js';
import { reviewState } from './onboarding-wizard.review.js';
import {
  capture,
  goto,
  invalid,
  onboardingWizardSetup,
  reached,
  valid,
  viewed,
} from './onboarding-wizard.setup.js';

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
    review: reviewState,
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
    result: resultState,
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
