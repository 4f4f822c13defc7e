/**
 * Display form of a ten-digit phone number: (561) 555-0142. Other lengths are returned unchanged.
 * (Mirrors @pw/funnel's formatPhoneDisplay; kept here so the site config has no dependency.)
 */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length !== 10) return digits;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The `tel:` href for a phone number, in E.164 for the US. */
export function telHref(digits: string): string {
  return `tel:+1${digits.replace(/\D/g, '')}`;
}

/**
 * Formats what a visitor types into (###) ###-####, digits only, at most 14 characters.
 * (Mirrors @pw/funnel's formatPhoneInput until it lands.)
 */
export function formatPhoneInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
