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
  isDaySelectable,
  openSlotsOn,
  type IsoDay,
} from '../../calendar/calendar.js';
import { formatPhoneInput } from '../../contact/phone.js';
import { emptyOnboardingForm, LIMITS, type OnboardingForm } from '../../lead/lead-fields.schema.js';
import { bookOfCatalog, catalogOf } from '../../pricing/catalog.js';
import type { VersionedPriceBook } from '../../pricing/price-book.schema.js';
import { dayDeciding, promotionRunsOn } from '../../pricing/banner-promotion.js';
import { PRICE_FAILURE_MESSAGE, quote } from '../../pricing/quote.js';
import {
  choicesFor,
  NO_CHOICES,
  servicesWithChoices,
  type QuoteChoices,
} from '../../pricing/quote-choices.js';
import { validateSizes } from '../../validation/size-validation.js';
import { QuoteSnapshotSchema, type QuoteSnapshot } from '../../pricing/quote.schema.js';
import { joinServices, parseServices, type PriceResult, type Quote } from '../../pricing/price-quote.js';
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

/** What the size screen's check reads beside the form: the book in force and the choices made. */
export type Quoting = Pick<OnboardingWizardContext, 'book' | 'choices'>;

/** The services a form chose, as the pricing reads them. */
const chosenIn = (form: OnboardingForm) => ({
  propertyType: form.propertyType,
  services: form.serviceNeeded,
});

/** Does a chosen service ask a size or offer add-ons in the book in force (the size screen is shown)? */
export function asksChoices(context: Pick<OnboardingWizardContext, 'form' | 'book'>): boolean {
  return servicesWithChoices(context.book, chosenIn(context.form)).length > 0;
}

/** The check a step's Continue runs (welcome has none; the size screen's needs `quoting`). */
export function validateStep(
  route: WizardRoute,
  form: OnboardingForm,
  config: FunnelConfig = defaultConfig,
  quoting?: Quoting,
): Validation {
  switch (route) {
    case 'size':
      return quoting ? validateSizes(quoting.book, chosenIn(form), quoting.choices) : OK;
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
  'size',
];

/** The first form step whose check fails, or null when the form is complete. */
export function firstInvalidStep(
  form: OnboardingForm,
  config: FunnelConfig = defaultConfig,
  quoting?: Quoting,
): WizardRoute | null {
  return CHECKED_ROUTES.find((route) => !validateStep(route, form, config, quoting).ok) ?? null;
}

/** On resume: the furthest step reachable with the stored values (every earlier check passes). */
export function furthestReachable(
  form: OnboardingForm,
  config: FunnelConfig = defaultConfig,
  quoting?: Quoting,
): number {
  return routeIndex(firstInvalidStep(form, config, quoting) ?? 'review');
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

/**
 * The result's quote: the one a resume link kept (the price the prospect was given, decision 0234) while
 * the form still asks for exactly the services it priced; otherwise priced now with the price book in
 * force (`quote()`, the server's own path, on the business's day), itemized.
 */
export function currentQuote(
  context: Pick<
    OnboardingWizardContext,
    'form' | 'config' | 'keptQuote' | 'book' | 'now' | 'rules' | 'choices' | 'serverQuote'
  >,
): PriceResult {
  const { form, config, keptQuote, serverQuote } = context;
  const chosen = [...new Set(parseServices(form.serviceNeeded))].sort();
  const sameServices = (propertyType: string, names: readonly string[]) =>
    normalizePropertyType(form.propertyType, config) === propertyType &&
    joinServices(chosen) === joinServices([...names].sort());
  if (
    keptQuote &&
    sameServices(
      keptQuote.propertyType,
      keptQuote.services.map((line) => line.name),
    )
  ) {
    return { ok: true, quote: keptQuote };
  }
  if (
    serverQuote &&
    sameServices(
      serverQuote.propertyType,
      serverQuote.lines.map((line) => line.name),
    )
  ) {
    return { ok: true, quote: quoteOfSnapshot(serverQuote) };
  }
  // The business's day decides which promotions run; read on its wall clock only when it changes that.
  const today = dayDeciding(context.now, context.rules.timeZone, (day) =>
    context.book.promotions.map((promotion) => promotionRunsOn(promotion, day)),
  );
  const { sizes, addOns, code } = choicesFor(context.book, chosenIn(form), context.choices);
  const answers = { ...chosenIn(form), sizes, addOns };
  let priced = quote(context.book, { ...answers, code }, today);
  // A code the public book does not show (not advertised): the server prices it; here, the price without it.
  if (!priced.ok && priced.reason === 'code_refused') priced = quote(context.book, answers, today);
  if (!priced.ok) return { ok: false, reason: 'no_valid_services', message: PRICE_FAILURE_MESSAGE };
  return { ok: true, quote: quoteOfSnapshot(priced.quote) };
}

/** A snapshot as the result shows it: the total, a line per service, and every row itemized. */
function quoteOfSnapshot(snapshot: QuoteSnapshot) {
  const { propertyType, lines, total } = snapshot;
  return {
    propertyType,
    services: lines.map(({ name, price }) => ({ name, price })),
    total,
    itemized: snapshot,
  };
}

/** The choices as a capture carries them: only those of services still chosen that the book offers. */
export function choicesIn(context: Pick<OnboardingWizardContext, 'form' | 'book' | 'choices'>): QuoteChoices {
  return choicesFor(context.book, chosenIn(context.form), context.choices);
}

/**
 * The context once the server's price book arrived: quotes use it, the service step lists its services,
 * and the choices (perhaps restored raw, decision 0264) keep only what it offers for the services chosen.
 * With the server's `timeZone`, the business's day is read on its wall clock from then on (decision 0312).
 */
export function withPriceBook(
  context: Pick<OnboardingWizardContext, 'config' | 'form' | 'choices' | 'rules'>,
  book: VersionedPriceBook,
  timeZone?: string,
): Pick<OnboardingWizardContext, 'book' | 'config' | 'choices' | 'rules'> {
  const choices = choicesFor(book, chosenIn(context.form), context.choices);
  const rules = timeZone ? { ...context.rules, timeZone } : context.rules;
  return { book, config: { ...context.config, catalog: catalogOf(book) }, choices, rules };
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

/**
 * The days the calendar offers nothing on: the server's answer once it came, otherwise the configured
 * blocked days (the owner's ranges, the demo offsets from the business's today) in the booking window.
 */
export function unavailableDaysOf(
  context: Pick<OnboardingWizardContext, 'now' | 'unavailableDays' | 'config'>,
): readonly IsoDay[] {
  if (context.unavailableDays) return context.unavailableDays;
  const defaults = availabilityRules(undefined, context.config);
  const { first, last } = bookingWindow(context.now, defaults);
  return blockedDays(context.now, defaults, first, last);
}

/** Can this day be chosen now (window, working days, notice, blocked and fully booked days)? */
export function canSelectDay(
  context: Pick<OnboardingWizardContext, 'now' | 'unavailableDays' | 'rules' | 'config'>,
  day: IsoDay,
): boolean {
  return isDaySelectable(day, context.now, context.rules, unavailableDaysOf(context));
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

/** Whether a priced quote is an on-site assessment's offer instead of a price (decision 0254). */
export function isAssessmentQuote(priced: { ok: boolean; quote?: Quote | null }): boolean {
  return priced.ok && Boolean(priced.quote?.itemized?.assessment);
}

/** Did the `captureLead` actor only queue the capture (server unreachable) rather than deliver it? */
export function wasQueued(output: unknown): boolean {
  return typeof output === 'object' && output !== null && (output as { queued?: unknown }).queued === true;
}

/** The toast for a failed step check (`route` null: the first failing step of the whole form). */
export function invalidStepToast(
  context: Pick<OnboardingWizardContext, 'form' | 'config' | 'book' | 'choices'>,
  route: WizardRoute | null,
): NotifyParams {
  const step = route ?? firstInvalidStep(context.form, context.config, context);
  const check = step ? validateStep(step, context.form, context.config, context) : OK;
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

/** The server's sentence refusing a promotion code (`code_refused`), or null for any other error. */
export function codeRefusalOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'code_refused' && typeof message === 'string' ? message : null;
}

/** Did the server refuse the quote for an address outside its area (`out_of_service_area`, decision 0266)? */
export function isAreaRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'out_of_service_area'
  );
}

/** The itemized quote the `captureLead` actor resolved with (the server's answer's), if it is one. */
export function serverQuoteOf(output: unknown): QuoteSnapshot | null {
  const itemized =
    typeof output === 'object' && output !== null ? (output as { itemized?: unknown }).itemized : null;
  const parsed = QuoteSnapshotSchema.safeParse(itemized);
  return parsed.success ? parsed.data : null;
}
