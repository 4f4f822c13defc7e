import type { NotifyParams } from '../effects.js';
import {
  defaultConfig,
  normalizePropertyType,
  servicesFor,
  type FunnelConfig,
} from '../../config/funnel-config.js';
import { formatPhoneInput } from '../../contact/phone.js';
import { LIMITS, type OnboardingForm } from '../../lead/lead-fields.schema.js';
import { servicesWithChoices } from '../../pricing/quote-choices.js';
import { joinServices, parseServices } from '../../pricing/price-quote.js';
import { validateSizes } from '../../validation/size-validation.js';
import {
  validateAddress,
  validateContact,
  validateName,
  validatePropertyType,
  validateServices,
  type Validation,
} from '../../validation/wizard-validation.js';
import { WIZARD_ROUTES, type OnboardingWizardContext, type WizardRoute } from './onboarding-wizard.types.js';

// The wizard's steps: their order, what a step's answer changes, and the check its Continue runs.

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
export const chosenIn = (form: OnboardingForm) => ({
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

/** The toast for a failed step check (`route` null: the first failing step of the whole form). */
export function invalidStepToast(
  context: Pick<OnboardingWizardContext, 'form' | 'config' | 'book' | 'choices'>,
  route: WizardRoute | null,
): NotifyParams {
  const step = route ?? firstInvalidStep(context.form, context.config, context);
  const check = step ? validateStep(step, context.form, context.config, context) : OK;
  return check.ok
    ? { title: 'notice.checkDetails', variant: 'destructive', scope: 'step' }
    : { ...check.message, variant: 'destructive', scope: 'step' };
}
