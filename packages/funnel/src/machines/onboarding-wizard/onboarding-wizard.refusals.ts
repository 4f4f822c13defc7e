// What the server refused, read from a rejected `captureLead`: a slot, a promotion code, an address.

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
