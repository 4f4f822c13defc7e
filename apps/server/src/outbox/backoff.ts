/**
 * When a failed delivery is tried again: exponential backoff from one minute, doubling, capped at twelve
 * hours, with ±15 % jitter. Twelve attempts span about 29 hours (at least 24.7 h with the least jitter).
 */
export const MAX_ATTEMPTS = 12;
const BASE_MS = 60_000;
const CAP_MS = 12 * 3_600_000;
const JITTER = 0.15;

/** Delay before attempt `attempt + 1`, after `attempt` failed attempts (1-based); `random` in [0, 1). */
export function retryDelayMs(attempt: number, random: number = Math.random()): number {
  const raw = Math.min(BASE_MS * 2 ** Math.max(0, attempt - 1), CAP_MS);
  return Math.round(raw * (1 - JITTER + 2 * JITTER * random));
}

/** Reads `Retry-After` (seconds or an HTTP date) as milliseconds from `now`, capped at a day. */
export function parseRetryAfter(header: string | undefined, now: Date): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return undefined;
    ms = at - now.getTime();
  }
  return Math.min(Math.max(ms, 0), 24 * 3_600_000);
}
