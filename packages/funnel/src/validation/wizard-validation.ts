import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import { isValidEmail, isValidPhone } from '../contact/phone.js';
import { parseServices } from '../pricing/price-quote.js';

/** What a failed check shows: a destructive toast with the spec's title and (optional) text. */
export interface ValidationMessage {
  readonly title: string;
  readonly description?: string;
}

export type Validation = { readonly ok: true } | { readonly ok: false; readonly message: ValidationMessage };

const OK: Validation = { ok: true };
const fail = (title: string, description?: string): Validation => ({
  ok: false,
  message: description === undefined ? { title } : { title, description },
});

export const VALIDATION_MESSAGES = {
  name: { title: 'Please enter your name' },
  email: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  phoneMissing: { title: 'Phone Required', description: 'Please enter your phone number' },
  phoneInvalid: {
    title: 'Invalid Phone Number',
    description: 'Please enter a complete 10-digit phone number',
  },
  address: { title: 'Please enter your address' },
  propertyType: { title: 'Please select a property type' },
  service: { title: 'Please select a service' },
} as const satisfies Record<string, ValidationMessage>;

/** The hint on the service page while nothing is chosen. */
export const SERVICE_HINT = 'Please select at least one service';

const from = (m: ValidationMessage): Validation => fail(m.title, m.description);

/** Name step: required after trimming (design decision). */
export function validateName(name: string): Validation {
  return name.trim() ? OK : from(VALIDATION_MESSAGES.name);
}

/** Contact step, reading A, in its order: e-mail with @, phone present, exactly 10 digits. */
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

/**
 * Booking modal: Next on the contact step is enabled only when name, e-mail and phone are non-blank and
 * the e-mail has an @ (the spec's one e-mail rule; the lead is keyed by it, so without it the server
 * could not store the lead at all: decision 0003).
 */
export function canLeaveBookingContact(input: { name: string; email: string; phone: string }): boolean {
  return (
    [input.name, input.email, input.phone].every((v) => v.trim().length > 0) && isValidEmail(input.email)
  );
}
