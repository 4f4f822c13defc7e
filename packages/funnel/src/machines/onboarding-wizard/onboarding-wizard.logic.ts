import type { NotifyParams } from '../effects.js';
import {
  defaultConfig,
  normalizePropertyType,
  servicesFor,
  type FunnelConfig,
} from '../../config/funnel-config.js';
import { availabilityRules, scheduleRulesOf } from '../../calendar/availability-rules.js';
import {
  blockedDays,
  bookingWindow,
  businessToday,
  isDaySelectable,
  openSlotsOn,
  type IsoDay,
} from '../../calendar/calendar.js';
import { formatPhoneInput } from '../../contact/phone.js';
import { emptyOnboardingForm, LIMITS, type OnboardingForm } from '../../lead/lead-fields.schema.js';
import { bookOfCatalog, catalogOf } from '../../pricing/catalog.js';
import type { VersionedPriceBook } from '../../pricing/price-book.schema.js';
import { PRICE_FAILURE_MESSAGE, quote } from '../../pricing/quote.js';
import { joinServices, parseServices, type PriceResult } from '../../pricing/price-quote.js';
import {
  validateAddress,
  validateContact,
  validateName,
  validatePropertyType,
  validateServices,
  type Validation,
} from '../../validation/wizard-validation.js';
import {
  WIZARD_ROUTES,
  type Availability,
  type OnboardingWizardContext,
  type OnboardingWizardInput,
  type WizardRoute,
} from './onboarding-wizard.types.js';

/** Index of a route in the wizard order. */
export const routeIndex = (route: WizardRoute): number => WIZARD_ROUTES.indexOf(route);

/** Sets one form field; the phone is formatted as typed and the property type normalised. */
export function changeField(
  form: OnboardingForm,
  field: keyof OnboardingForm,
  value: string,
  config: FunnelConfig = defaultConfig,
): OnboardingForm {
  if (field === 'phone') return { ...form, phone: formatPhoneInput(value, config) };
  if (field === 'propertyType') return selectPropertyType(form, value, config);
  // The server refuses longer texts (LIMITS); cutting here keeps a long paste from failing a capture.
  return { ...form, [field]: value.slice(0, LIMITS[field]) };
}

/**
 * The single-choice property toggle. An empty value (a deselected tile) is ignored so the previous
 * value stays; changing the type drops chosen services that the new type does not offer.
 */
export function selectPropertyType(
  form: OnboardingForm,
  value: string,
  config: FunnelConfig = defaultConfig,
): OnboardingForm {
  if (!value.trim()) return form;
  const propertyType = normalizePropertyType(value, config);
  if (propertyType === form.propertyType) return form;
  const offered = servicesFor(propertyType, config);
  const kept = parseServices(form.serviceNeeded).filter((s) => offered.includes(s));
  return { ...form, propertyType, serviceNeeded: joinServices(kept) };
}

/** Adds a service to the comma-separated list, or removes it when already chosen. */
export function toggleService(form: OnboardingForm, service: string): OnboardingForm {
  const name = service.trim();
  if (!name) return form;
  const chosen = parseServices(form.serviceNeeded);
  const next = chosen.includes(name) ? chosen.filter((s) => s !== name) : [...chosen, name];
  return { ...form, serviceNeeded: joinServices(next) };
}

const OK: Validation = { ok: true };

/** The check a step's Continue runs (welcome has none). */
export function validateStep(
  route: WizardRoute,
  form: OnboardingForm,
  config: FunnelConfig = defaultConfig,
): Validation {
  switch (route) {
    case 'name':
      return validateName(form.name);
    case 'contact':
      return validateContact(form, config);
    case 'address':
      return validateAddress(form.address);
    case 'property-type':
      return validatePropertyType(form.propertyType);
    case 'service-type':
      return validateServices(form.serviceNeeded);
    default:
      return OK;
  }
}

const CHECKED_ROUTES: readonly WizardRoute[] = [
  'name',
  'contact',
  'address',
  'property-type',
  'service-type',
];

/** The first form step whose check fails, or null when the form is complete. */
export function firstInvalidStep(
  form: OnboardingForm,
  config: FunnelConfig = defaultConfig,
): WizardRoute | null {
  return CHECKED_ROUTES.find((route) => !validateStep(route, form, config).ok) ?? null;
}

/** On resume: the furthest step reachable with the stored values (every earlier check passes). */
export function furthestReachable(form: OnboardingForm, config: FunnelConfig = defaultConfig): number {
  return routeIndex(firstInvalidStep(form, config) ?? 'review');
}

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
  // Until the server answers, the calendar uses the configured defaults (with the demo blocked days).
  const defaults = availabilityRules(undefined, config);
  const window = bookingWindow(input.now, defaults);
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
    unavailableDays: input.unavailableDays ?? blockedDays(input.now, defaults, window.first, window.last),
    takenSlots: {},
    rules: scheduleRulesOf(defaults),
    booking: input.booking ?? null,
    config,
    // Until the server's book arrives, the configuration's catalog (the spec's prices by default).
    book: input.book ?? bookOfCatalog(config.catalog),
    now: input.now,
    reached: input.stored ? furthestReachable(form, config) : 0,
    smsConsent: false,
  };
}

/**
 * The result's quote: the one a resume link kept (the price the prospect was given, decision 0234) while
 * the form still asks for exactly the services it priced; otherwise priced now with the price book in
 * force (`quote()`, the server's own path, on the business's day), itemized.
 */
export function currentQuote(
  context: Pick<OnboardingWizardContext, 'form' | 'config' | 'keptQuote' | 'book' | 'now' | 'rules'>,
): PriceResult {
  const { form, config, keptQuote } = context;
  const chosen = [...new Set(parseServices(form.serviceNeeded))].sort();
  const kept = keptQuote?.services.map((line) => line.name).sort() ?? [];
  if (
    keptQuote &&
    normalizePropertyType(form.propertyType, config) === keptQuote.propertyType &&
    joinServices(chosen) === joinServices(kept)
  ) {
    return { ok: true, quote: keptQuote };
  }
  const today = businessToday(context.now, context.rules);
  const priced = quote(
    context.book,
    { propertyType: form.propertyType, services: form.serviceNeeded },
    today,
  );
  if (!priced.ok) return { ok: false, reason: 'no_valid_services', message: PRICE_FAILURE_MESSAGE };
  const { propertyType, lines, total } = priced.quote;
  return {
    ok: true,
    quote: {
      propertyType,
      services: lines.map(({ name, price }) => ({ name, price })),
      total,
      itemized: priced.quote,
    },
  };
}

/** The context once the server's price book arrived: quotes use it, the service step lists its services. */
export function withPriceBook(
  context: Pick<OnboardingWizardContext, 'config'>,
  book: VersionedPriceBook,
): Pick<OnboardingWizardContext, 'book' | 'config'> {
  return { book, config: { ...context.config, catalog: catalogOf(book) } };
}

/**
 * The quote screen's message for a progress value: 'Analyzing property information...', then above
 * each threshold (30, 60, 90 by default) the next message.
 */
export function quoteProgressMessage(progress: number, config: FunnelConfig = defaultConfig): string {
  const [a, b, c] = config.quoteProgress.thresholds;
  if (progress > c) return 'Quote ready!';
  if (progress > b) return 'Preparing your custom quote...';
  if (progress > a) return 'Calculating service details...';
  return 'Analyzing property information...';
}

/** Slots still open on a day: offered, not too soon, and not taken (availability). None without a day. */
export function openSlots(
  context: Pick<OnboardingWizardContext, 'takenSlots' | 'rules' | 'now'>,
  day: IsoDay | null,
): string[] {
  return day ? openSlotsOn(day, context.now, context.rules, context.takenSlots[day] ?? []) : [];
}

/** Can this day be chosen now (window, working days, notice, blocked and fully booked days)? */
export function canSelectDay(
  context: Pick<OnboardingWizardContext, 'now' | 'unavailableDays' | 'rules'>,
  day: IsoDay,
): boolean {
  return isDaySelectable(day, context.now, context.rules, context.unavailableDays);
}

/**
 * The server's refusal of a slot: taken meanwhile (`slot_taken`, 409) or not bookable (`slot_refused`,
 * 400: passed, too soon, blocked), with the reason in words in `message`. Null for any other error.
 */
export function slotRefusalOf(
  error: unknown,
): { code: 'slot_taken' | 'slot_refused'; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'slot_taken' && code !== 'slot_refused') return null;
  return { code, message: typeof message === 'string' ? message : '' };
}

/** The manage-link token in a booking capture's answer, if the server gave one. */
export function manageTokenOf(output: unknown): string | undefined {
  const token =
    typeof output === 'object' && output !== null
      ? (output as { manageToken?: unknown }).manageToken
      : undefined;
  return typeof token === 'string' ? token : undefined;
}

/** Did the `captureLead` actor only queue the capture (server unreachable) rather than deliver it? */
export function wasQueued(output: unknown): boolean {
  return typeof output === 'object' && output !== null && (output as { queued?: unknown }).queued === true;
}

/** The toast for a failed step check (`route` null: the first failing step of the whole form). */
export function invalidStepToast(
  context: Pick<OnboardingWizardContext, 'form' | 'config'>,
  route: WizardRoute | null,
): NotifyParams {
  const step = route ?? firstInvalidStep(context.form, context.config);
  const check = step ? validateStep(step, context.form, context.config) : OK;
  return check.ok
    ? { title: 'Please check your details', variant: 'destructive', scope: 'step' }
    : { ...check.message, variant: 'destructive', scope: 'step' };
}

/**
 * Stores fresh availability, and the clock it was read at. A chosen day that became unavailable, or a
 * chosen slot that became taken or too soon, is cleared so Confirm cannot book it.
 */
export function withAvailability(
  context: OnboardingWizardContext,
  availability: Availability,
): Pick<
  OnboardingWizardContext,
  'unavailableDays' | 'takenSlots' | 'rules' | 'selectedDay' | 'selectedSlot' | 'now'
> {
  const next = {
    ...context,
    unavailableDays: availability.unavailableDays,
    takenSlots: availability.takenSlots,
    rules: availability.rules ? scheduleRulesOf(availability.rules) : context.rules,
    now: availability.now ?? context.now,
  };
  const selectedDay = next.selectedDay && canSelectDay(next, next.selectedDay) ? next.selectedDay : null;
  const selectedSlot =
    next.selectedSlot && openSlots(next, selectedDay).includes(next.selectedSlot) ? next.selectedSlot : null;
  const { unavailableDays, takenSlots, rules, now } = next;
  return { unavailableDays, takenSlots, rules, selectedDay, selectedSlot, now };
}
