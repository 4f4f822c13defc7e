import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import type { WebMessageKey } from '../i18n/catalogs/index.js';
import { isValidEmail } from '../contact/email.js';
import { isValidPhone } from '../contact/phone.js';
import { parseServices } from '../pricing/price-quote.js';

/**
 * What a failed check shows: a destructive toast with the spec's title and (optional) text, as catalog
 * keys whose English is the spec's (decision 0324); `values` are the description's arguments.
 */
export interface ValidationMessage {
  readonly title: WebMessageKey;
  readonly description?: WebMessageKey;
  readonly values?: Readonly<Record<string, string>>;
}

export type Validation = { readonly ok: true } | { readonly ok: false; readonly message: ValidationMessage };

const OK: Validation = { ok: true };
export const VALIDATION_MESSAGES = {
  name: { title: 'notice.name' },
  email: { title: 'notice.email', description: 'notice.email.description' },
  phoneMissing: { title: 'notice.phoneMissing', description: 'notice.phoneMissing.description' },
  phoneInvalid: { title: 'notice.phoneInvalid', description: 'notice.phoneInvalid.description' },
  address: { title: 'notice.address' },
  propertyType: { title: 'notice.propertyType' },
  service: { title: 'notice.service' },
} as const satisfies Record<string, ValidationMessage>;

/** The hint on the service page while nothing is chosen. */
export const SERVICE_HINT = 'notice.serviceHint' satisfies WebMessageKey;

const from = (message: ValidationMessage): Validation => ({ ok: false, message });

/** Name step: required after trimming (design decision). */
export function validateName(name: string): Validation {
  return name.trim() ? OK : from(VALIDATION_MESSAGES.name);
}

/** Contact step, reading A, in its order: one e-mail address (`isValidEmail`), phone present, exactly 10 digits. */
export function validateContact(
  input: { email: string; phone: string },
  config: FunnelConfig = defaultConfig,
): Validation {
  const email = input.email.trim();
  if (!email || !isValidEmail(email)) return from(VALIDATION_MESSAGES.email);
  if (!input.phone.trim()) return from(VALIDATION_MESSAGES.phoneMissing);
  if (!isValidPhone(input.phone, config)) return from(VALIDATION_MESSAGES.phoneInvalid);
  return OK;
}

export function validateAddress(address: string): Validation {
  return address.trim() ? OK : from(VALIDATION_MESSAGES.address);
}

/** Must be chosen; any non-empty value is accepted (unknown values read as Residential downstream). */
export function validatePropertyType(propertyType: string): Validation {
  return propertyType.trim() ? OK : from(VALIDATION_MESSAGES.propertyType);
}

export function validateServices(services: string | readonly string[]): Validation {
  return parseServices(services).length > 0 ? OK : from(VALIDATION_MESSAGES.service);
}

/** What is wrong with each filled contact field, for a message next to it (blank fields are not wrong yet). */
export interface ContactFieldProblems {
  readonly email?: ValidationMessage;
  readonly phone?: ValidationMessage;
}

/**
 * The contact step's rules per field, as the booking modal shows them while the visitor types: an e-mail
 * that is not one address and a phone that is not 10 national digits get the wizard's own messages (`validateContact`
 * applies the same rules on Continue).
 */
export function contactFieldProblems(
  input: { email: string; phone: string },
  config: FunnelConfig = defaultConfig,
): ContactFieldProblems {
  const email = input.email.trim() && !isValidEmail(input.email) ? VALIDATION_MESSAGES.email : undefined;
  const phone =
    input.phone.trim() && !isValidPhone(input.phone, config) ? VALIDATION_MESSAGES.phoneInvalid : undefined;
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/**
 * Booking modal: Next on the contact step is enabled only when name, e-mail and phone are non-blank, the
 * e-mail is one address (`isValidEmail`, decision 0204; the lead is keyed by it, so without it the server
 * could not store the lead at all: decision 0003) and the phone has 10 digits, as the wizard asks (decision 0147).
 */
export function canLeaveBookingContact(
  input: { name: string; email: string; phone: string },
  config: FunnelConfig = defaultConfig,
): boolean {
  const problems = contactFieldProblems(input, config);
  return (
    [input.name, input.email, input.phone].every((v) => v.trim().length > 0) &&
    !problems.email &&
    !problems.phone
  );
}
