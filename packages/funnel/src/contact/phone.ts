import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';

/** The digits of a phone text, nothing else. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Formats what a person types into `(###) ###-####` as they type: digits only, extra digits dropped,
 * never longer than 14 characters.
 */
export function formatPhoneInput(value: string, config: FunnelConfig = defaultConfig): string {
  const d = phoneDigits(value).slice(0, config.phone.digits);
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
  const d = phoneDigits(value);
  if (d.length !== 10) return value;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A phone is valid with exactly 10 digits. */
export function isValidPhone(value: string, config: FunnelConfig = defaultConfig): boolean {
  return phoneDigits(value).length === config.phone.digits;
}

/** The spec's only e-mail rule: it contains @. */
export function isValidEmail(value: string): boolean {
  return value.includes('@');
}
