/**
 * The HTTP API's one error shape, `{ error, message }` (docs/server.md): `error` is a machine-readable
 * code a client may branch on ('slot_taken', 'booking_exists', 'wrong_password', 'rate_limited', …),
 * `message` a sentence for the person. The server sends nothing else on a 4xx or 5xx; the browser reads
 * every error answer with `readApiError`.
 */
import { z } from 'zod';

export const ApiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * The code and message of an error answer's body (parsed JSON, or anything when it was not JSON, e.g. a
 * proxy's error page): the server's own when the body has the shape, else `fallbackCode` and a sentence
 * naming the status.
 *
 * @example
 * const { error, message } = readApiError(await res.json().catch(() => null), res.status);
 */
export function readApiError(body: unknown, status: number, fallbackCode = 'error'): ApiError {
  const parsed = ApiErrorSchema.partial().safeParse(body);
  const known = parsed.success ? parsed.data : {};
  return {
    error: known.error || fallbackCode,
    message: known.message || `The server answered ${status}.`,
  };
}
