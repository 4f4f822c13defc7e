import type { DeliveryAttempt } from '@pw/funnel';

export const PAGE_SIZE = 20;

/** Local date and time, to the second, for the owner's reading. */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** One attempt in words: "200 in 35 ms" or "ECONNREFUSED after 3 ms". */
export function attemptText(a: DeliveryAttempt): string {
  return a.statusCode !== null
    ? `${a.statusCode} in ${a.durationMs} ms`
    : `${a.error ?? 'failed'} after ${a.durationMs} ms`;
}
