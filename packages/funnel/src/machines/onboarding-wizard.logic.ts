import {
  defaultConfig,
  normalizePropertyType,
  servicesFor,
  type FunnelConfig,
} from '../config/funnel-config.js';
import { isDaySelectable, slotsFor, type IsoDay } from '../calendar/calendar.js';
import { formatPhoneInput } from '../contact/phone.js';
import { emptyOnboardingForm, LIMITS, type OnboardingForm } from '../lead/lead-fields.schema.js';
import { joinServices, parseServices } from '../pricing/price-quote.js';
import {
  validateAddress,
  validateContact,
  validateName,
  validatePropertyType,
  validateServices,
  type Validation,
} from '../validation/wizard-validation.js';
import {
  WIZARD_ROUTES,
  type Availability,
  type OnboardingWizardContext,
  type OnboardingWizardInput,
  type NotifyParams,
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
  return {
    form,
    quote: null,
    quoteError: null,
    progress: 0,
    selectedDay: null,
    selectedSlot: null,
    layout: input.layout ?? 'desktop',
    unavailableDays: input.unavailableDays ?? [],
    takenSlots: {},
    config,
    now: input.now,
    reached: input.stored ? furthestReachable(form, config) : 0,
  };
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

/** Slots still open on a day: the day's slots minus those taken (availability). */
export function openSlots(
  context: Pick<OnboardingWizardContext, 'takenSlots' | 'config'>,
  day: IsoDay | null,
) {
  const taken = day ? (context.takenSlots[day] ?? []) : [];
  return slotsFor(day, context.config).filter((slot) => !taken.includes(slot));
}

/** Can this day be chosen now (window, fixed booked days, unavailable days)? */
export function canSelectDay(
  context: Pick<OnboardingWizardContext, 'now' | 'unavailableDays' | 'config'>,
  day: IsoDay,
): boolean {
  return isDaySelectable(day, context.now, context.unavailableDays, context.config);
}

/** A capture rejected because the slot was booked meanwhile carries `code: 'slot_taken'`. */
export function isSlotTakenError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'slot_taken';
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
 * Stores fresh availability. A chosen day that became unavailable, or a chosen slot that became taken,
 * is cleared so Confirm cannot book it.
 */
export function withAvailability(
  context: OnboardingWizardContext,
  availability: Availability,
): Pick<OnboardingWizardContext, 'unavailableDays' | 'takenSlots' | 'selectedDay' | 'selectedSlot'> {
  const next = {
    ...context,
    unavailableDays: availability.unavailableDays,
    takenSlots: availability.takenSlots,
  };
  const selectedDay = next.selectedDay && canSelectDay(next, next.selectedDay) ? next.selectedDay : null;
  const selectedSlot =
    next.selectedSlot && openSlots(next, selectedDay).includes(next.selectedSlot) ? next.selectedSlot : null;
  return { unavailableDays: next.unavailableDays, takenSlots: next.takenSlots, selectedDay, selectedSlot };
}
