/** The one way a route reads what a client sent: through a contract schema, or a 400 `{ error, message }`. */
import { describeIssues } from '@pw/funnel';
import type { z } from 'zod';
import { HttpError } from './errors.js';

/**
 * `value` parsed by `schema`; otherwise a 400 with `code` and a sentence naming each refused field
 * (`message` says it differently where the route's clients expect their own sentence).
 *
 * @example const { limit } = parse(WaitingQuerySchema, req.query, 'invalid_query');
 */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  code = 'bad_request',
  message: (error: z.ZodError) => string = describeIssues,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, message(parsed.error), code);
  return parsed.data;
}
