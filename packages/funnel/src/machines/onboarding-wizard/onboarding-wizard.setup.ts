import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { notProvided } from '../effect-defaults.js';
import type { CaptureLeadInput, LogErrorParams, NotifyParams } from '../effects.js';
import type { WebMessageKey } from '../../i18n/catalogs/index.js';
import { CODE_REFUSED, PRICE_FAILURE } from './onboarding-wizard.messages.js';
import { isValidEmail } from '../../contact/email.js';
import type { VersionedPriceBook } from '../../pricing/price-book.schema.js';
import { isServed } from '../../service-area/service-area.js';
import { captureInput, type WizardCaptureStage } from './onboarding-wizard.captures.js';
import { selectSize, toggleAddOn } from '../../pricing/quote-choices.js';
import {
  asksChoices,
  changeField,
  firstInvalidStep,
  furthestReachable,
  invalidStepToast,
  routeIndex,
  selectPropertyType,
  toggleService,
  validateStep,
} from './onboarding-wizard.steps.js';
import { canSelectDay, openSlots, unavailableDaysOf, withAvailability } from './onboarding-wizard.slots.js';
import { codeRefusalOf, slotRefusalOf, isAreaRefusal } from './onboarding-wizard.refusals.js';
import { serverQuoteOf, currentQuote, isAssessmentQuote, withPriceBook } from './onboarding-wizard.quote.js';
import { manageTokenOf, wasQueued } from './onboarding-wizard.captures.js';
import {
  FORM_ROUTES,
  type Availability,
  type OnboardingWizardContext,
  type OnboardingWizardEvent,
  type OnboardingWizardInput,
  type ReviewSection,
  type WizardRoute,
} from './onboarding-wizard.types.js';

/**
 * The wiring of the onboarding wizard: guards, actions, actors and delays by name. The chart itself is
 * in `onboarding-wizard.machine.ts`; the app fills `captureLead`, `fetchAvailability`, `notify` and
 * `logError` with `onboardingWizardMachine.provide({...})`.
 */
export const onboardingWizardSetup = setup({
  types: {
    context: {} as OnboardingWizardContext,
    events: {} as OnboardingWizardEvent,
    input: {} as OnboardingWizardInput,
  },
  actors: {
    /**
     * Sends one capture to the server. Resolves `{ queued: true }` when it could only be queued (server
     * unreachable); rejects with `{ code: 'slot_taken' | 'slot_refused', message }` when the server
     * refuses the slot.
     */
    captureLead: fromPromise<unknown, CaptureLeadInput>(notProvided('captureLead')),
    /** Loads blocked and fully booked days and taken slots for the booking window. */
    fetchAvailability: fromPromise<Availability, { from: string; to: string }>(
      notProvided('fetchAvailability'),
    ),
  },
  actions: {
    /** Shows a toast. The app provides it; the default does nothing. */
    notify: (_, _params: NotifyParams) => {},
    /** Logs a failure the person does not need to see. The app provides it; the default does nothing. */
    logError: (_, _params: LogErrorParams) => {},
    /**
     * Records that a wizard screen was shown, as an analytics-only `screen_viewed` event (decision 0122).
     * Fire and forget: the app provides it; the default does nothing.
     */
    recordView: (_, _params: { route: WizardRoute }) => {},
    captureInBackground: enqueueActions(({ context, enqueue }, params: { stage: WizardCaptureStage }) => {
      enqueue.spawnChild('captureLead', {
        id: 'backgroundCapture',
        input: captureInput(context, params.stage),
      });
    }),
    captureResumedSession: enqueueActions(({ context, enqueue }) => {
      // Nothing to resume without an address the server takes (the capture carries only a valid one). A
      // resume link's opening was recorded by the server already (`resumed_from_link`).
      if (!isValidEmail(context.form.email) || context.resume) return;
      enqueue.spawnChild('captureLead', {
        id: 'backgroundCapture',
        input: captureInput(context, 'resumed_session'),
      });
    }),
    markReached: assign({
      reached: ({ context }, params: { route: WizardRoute }) =>
        Math.max(context.reached, routeIndex(params.route)),
    }),
    changeField: assign({
      form: ({ context, event }) =>
        event.type === 'field.change'
          ? changeField(context.form, event.field, event.value, context.config)
          : context.form,
    }),
    changeSmsConsent: assign({
      smsConsent: ({ context, event }) =>
        event.type === 'consent.sms.change' ? event.granted : context.smsConsent,
    }),
    selectPropertyType: assign({
      form: ({ context, event }) =>
        event.type === 'propertyType.select'
          ? selectPropertyType(context.form, event.value, context.config)
          : context.form,
    }),
    toggleService: assign({
      form: ({ context, event }) =>
        event.type === 'service.toggle' ? toggleService(context.form, event.service) : context.form,
    }),
    selectSize: assign({
      choices: ({ context, event }) =>
        event.type === 'size.select'
          ? selectSize(context.choices, event.service, event.size)
          : context.choices,
    }),
    toggleAddOn: assign({
      choices: ({ context, event }) =>
        event.type === 'addOn.toggle'
          ? toggleAddOn(context.choices, event.service, event.addOn)
          : context.choices,
    }),
    /** A code typed anew: the server's refusal of the one before no longer applies. */
    changePromotionCode: assign(({ context, event }) =>
      event.type === 'promotionCode.change'
        ? { choices: { ...context.choices, code: event.code.slice(0, 40) }, codeError: null }
        : {},
    ),
    storeCodeError: assign({
      codeError: (_, params: { error: unknown }) =>
        codeRefusalOf(params.error) === null ? null : CODE_REFUSED,
    }),
    storeServerQuote: assign({
      serverQuote: (_, params: { output: unknown }) => serverQuoteOf(params.output),
    }),
    changeLayout: assign({
      layout: ({ context, event }) => (event.type === 'layout.change' ? event.layout : context.layout),
    }),
    storeAvailability: assign(({ context }, params: Availability) => withAvailability(context, params)),
    /** The scheduler's first opening settles the configured blocked days until the server's answer. */
    settleUnavailableDays: assign({ unavailableDays: ({ context }) => unavailableDaysOf(context) }),
    storePriceBook: assign(({ context }, params: { book: VersionedPriceBook; timeZone?: string }) =>
      withPriceBook(context, params.book, params.timeZone),
    ),
    resetProgress: assign({ progress: 0 }),
    advanceProgress: assign({
      progress: ({ context }) => Math.min(100, context.progress + context.config.quoteProgress.step),
    }),
    storeQuote: assign(({ context }) => {
      const priced = currentQuote(context);
      return priced.ok
        ? { quote: priced.quote, quoteError: null }
        : { quote: null, quoteError: PRICE_FAILURE };
    }),
    storeQuoteError: assign((_, params: { message: WebMessageKey }) => ({
      quote: null,
      quoteError: params.message,
    })),
    selectDay: assign({
      selectedDay: ({ context, event }) => (event.type === 'date.select' ? event.day : context.selectedDay),
      selectedSlot: null,
    }),
    selectSlot: assign({
      selectedSlot: ({ context, event }) =>
        event.type === 'slot.select' ? event.slot : context.selectedSlot,
    }),
    clearSlot: assign({ selectedSlot: null }),
    holdBooking: assign(({ context }, params: { hold: 'held' | 'requested'; output?: unknown }) => {
      if (!context.selectedDay || !context.selectedSlot) return {};
      const token = manageTokenOf(params.output);
      const booking = {
        day: context.selectedDay,
        slot: context.selectedSlot,
        hold: params.hold,
        // What the prospect was offered; the server stores the kind from its own snapshot (decision 0254).
        ...(isAssessmentQuote({ ok: true, quote: context.quote }) ? { kind: 'assessment' as const } : {}),
      };
      return { booking: token ? { ...booking, manageToken: token } : booking };
    }),
    /** The resume link's step is taken once; its quote is ready (the bar full), as after the quote screen. */
    consumeResume: assign({ resume: null, progress: 100 }),
    startNewQuote: assign(({ context }) => ({
      form: { ...context.form, serviceNeeded: '', notes: '' },
      keptQuote: null,
      booking: null,
      selectedDay: null,
      selectedSlot: null,
      quote: null,
      quoteError: null,
      reached: 0,
      choices: { ...context.choices, sizes: {}, addOns: {} },
      serverQuote: null,
    })),
  },
  guards: {
    isStepValid: ({ context }, params: { route: WizardRoute }) =>
      validateStep(params.route, context.form, context.config, context).ok,
    isFormComplete: ({ context }) => firstInvalidStep(context.form, context.config, context) === null,
    canGoto: ({ context, event }, params: { route: WizardRoute }) =>
      event.type === 'wizard.goto' &&
      event.step === params.route &&
      FORM_ROUTES.includes(params.route) &&
      (params.route !== 'size' || asksChoices(context)) &&
      routeIndex(params.route) <=
        Math.min(context.reached, furthestReachable(context.form, context.config, context)),
    /** Does a chosen service ask a size or offer add-ons (the size screen is shown)? */
    asksChoices: ({ context }) => asksChoices(context),
    isCodeRefused: (_, params: { error: unknown }) => codeRefusalOf(params.error) !== null,
    /** The server refused the quote: the address is outside the area of its book in force (decision 0266). */
    isAreaRefused: (_, params: { error: unknown }) => isAreaRefusal(params.error),
    isSection: ({ event }, params: { section: ReviewSection }) =>
      event.type === 'review.edit' && event.section === params.section,
    isLastTick: ({ context }) => context.progress + context.config.quoteProgress.step >= 100,
    lacksEmail: ({ context }) => !isValidEmail(context.form.email),
    cannotPrice: ({ context }) => !currentQuote(context).ok,
    /** The address the prospect gave is outside the book's service area (decision 0252). */
    isOutOfArea: ({ context }) => !isServed(context.book.serviceArea, context.form.address).served,
    /**
     * `/onboarding/out-of-area` opened again (a reload, decision 0265): the address step was reached and
     * passed, and its address is still outside the book's area.
     */
    reopensOutOfArea: ({ context, event }) =>
      event.type === 'wizard.goto' &&
      event.step === 'out-of-area' &&
      routeIndex('address') <= context.reached &&
      routeIndex('address') < furthestReachable(context.form, context.config, context) &&
      !isServed(context.book.serviceArea, context.form.address).served,
    /** The quote about to be shown is one the owner sees first: an on-site assessment instead (decision 0254). */
    quotesAssessment: ({ context }) => isAssessmentQuote(currentQuote(context)),
    /** The quote shown is an on-site assessment's offer. */
    isAssessment: ({ context }) => isAssessmentQuote({ ok: true, quote: context.quote }),
    isMobile: ({ context }) => context.layout === 'mobile',
    hasSelectedDay: ({ context }) => context.selectedDay !== null,
    canSelectDay: ({ context, event }) => event.type === 'date.select' && canSelectDay(context, event.day),
    isSlotOpen: ({ context, event }) =>
      event.type === 'slot.select' && openSlots(context, context.selectedDay).includes(event.slot),
    hasDateAndTime: ({ context }) => context.selectedDay !== null && context.selectedSlot !== null,
    isSlotRefused: (_, params: { error: unknown }) => slotRefusalOf(params.error) !== null,
    wasQueued: (_, params: { output: unknown }) => wasQueued(params.output),
    hasBooking: ({ context }) => context.booking !== null,
    /** A resume link asks for the result, once: the prospect had a quote, which the link brought back. */
    resumesAtResult: ({ context, event }) =>
      event.type === 'wizard.goto' &&
      event.step === 'result' &&
      context.resume?.step === 'result' &&
      context.keptQuote !== null,
  },
  delays: {
    /** One quote-progress tick (75 ms by default). */
    progressTick: ({ context }) => context.config.quoteProgress.tickMs,
  },
});

/**
 * The onboarding wizard: ten route states from welcome to confirmation, captures at every step, the
 * timed quote, the result and the scheduler. See docs/machines.md for the diagram.
 *
 * @example
 * const actor = createActor(onboardingWizardMachine.provide({ actors: { captureLead, fetchAvailability } }),
 *   { input: { now: new Date(), stored } });
 */

/* Shorthands the chart uses, so each transition reads as one line. */
export const capture = (stage: WizardCaptureStage) =>
  ({ type: 'captureInBackground', params: { stage } }) as const;
/** Entering a form screen: it counts as reached, and its view is recorded. */
export const reached = (route: WizardRoute) =>
  [{ type: 'markReached', params: { route } } as const, viewed(route)] as const;
export const viewed = (route: WizardRoute) => ({ type: 'recordView', params: { route } }) as const;
export const invalid = (route: WizardRoute | null) =>
  ({
    type: 'notify',
    params: ({ context }: { context: OnboardingWizardContext }) => invalidStepToast(context, route),
  }) as const;
export const valid = (route: WizardRoute) => ({ type: 'isStepValid', params: { route } }) as const;
export const goto = (route: WizardRoute, target: string) => ({
  guard: { type: 'canGoto', params: { route } } as const,
  target,
});
export const edit = (section: ReviewSection, target: string) => ({
  guard: { type: 'isSection', params: { section } } as const,
  target,
});
