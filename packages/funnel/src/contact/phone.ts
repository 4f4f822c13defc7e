import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';

/** The digits of a phone text, nothing else. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The national (10-digit) part of a North American number as typed or pasted: `+1 (561) 555-0199`,
 * `1-561-555-0199`, `561.555.0199` and `561 555 0199` all give `5615550199`. Area codes never start with
 * 0 or 1, so a leading 1 is always the country code and is dropped; a leading 0 is kept (and the number
 * stays invalid).
 */
export function nationalDigits(value: string): string {
  const d = phoneDigits(value);
  return d.startsWith('1') ? d.slice(1) : d;
}

/**
 * Formats what a person types or pastes into `(###) ###-####` as they type: the national digits only (a
 * `+1` / `1` country code dropped), extra digits dropped, never longer than 14 characters. The one phone
 * mask: the wizard and the booking modal both use it, and their inputs carry no `maxLength` (a browser
 * would cut a pasted `+1 (561) 555-0199` at 14 characters before this sees it).
 */
export function formatPhoneInput(value: string, config: FunnelConfig = defaultConfig): string {
  const d = nationalDigits(value).slice(0, config.phone.digits);
  let out: string;
  if (d.length === 0) out = '';
  else if (d.length <= 3) out = `(${d}`;
  else if (d.length <= 6) out = `(${d.slice(0, 3)}) ${d.slice(3)}`;
  else out = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return out.slice(0, config.phone.maxInputLength);
}

/** Shows a stored phone as (XXX) XXX-XXXX when it is 10 digits without parentheses; otherwise unchanged. */
export function formatPhoneDisplay(value: string): string {
  if (value.includes('(') || value.includes(')')) return value;
  const d = nationalDigits(value);
  if (d.length !== 10) return value;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * A phone as a `tel:` or `sms:` link's target: its digits and any `+`, so a number stored as typed
 * (`(561) 555-0199`) dials as it was given.
 */
export function phoneHref(scheme: 'tel' | 'sms', phone: string): string {
  return `${scheme}:${phone.replace(/[^\d+]/g, '')}`;
}

/** A phone is valid with exactly 10 national digits (a `+1` / `1` country code does not count). */
export function isValidPhone(value: string, config: FunnelConfig = defaultConfig): boolean {
  return nationalDigits(value).length === config.phone.digits;
}

/**
 * A phone number in E.164, as SMS providers want it (`+15615550199`), or null. A valid North American
 * number as typed (`(561) 555-0199`, `1-561-555-0199`, `+1 561 555 0199`) gets `+1`; a number typed with
 * its own `+` and country code keeps it (an owner's mobile abroad): `+` then 8 to 15 digits, the first
 * not 0, spaces, dots, dashes and parentheses ignored.
 */
export function toE164(value: string, config: FunnelConfig = defaultConfig): string | null {
  const typed = value.trim();
  if (/[^\d\s().+-]/.test(typed)) return null;
  if (typed.startsWith('+') && !typed.startsWith('+1')) {
    const d = phoneDigits(typed);
    return /^[2-9]\d{7,14}$/.test(d) && typed.indexOf('+', 1) === -1 ? `+${d}` : null;
  }
  if (typed.indexOf('+', 1) !== -1) return null;
  return isValidPhone(typed, config) ? `+1${nationalDigits(typed)}` : null;
}
