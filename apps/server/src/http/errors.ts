/**
 * One error shape for the whole API, `{ error, message }`, and the rule that nothing a client sends
 * becomes a 500: client errors keep their 4xx with a readable message, an unreachable database is a 503
 * (try again), and only a real fault is a 500, logged.
 */
import type { ApiError } from '@pw/funnel';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isUnavailable } from '../store/sql-db.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'bad_request',
  ) {
    super(message);
  }
}

/** The server-wide body limit; routes may set a smaller one (captures: 16 KB). */
export const BODY_LIMIT = 64 * 1024;

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** The body of every error answer: @pw/funnel's `ApiError`, the browser's one reading of it. */
const apiError = (error: string, message: string): ApiError => ({ error, message });

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(apiError(err.code, err.message));
    }
    if (isUnavailable(err)) {
      req.log.warn({ err }, 'store unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(apiError('unavailable', 'The service is briefly unavailable. Please try again shortly.'));
    }
    // A PostgreSQL data exception (class 22) comes from a value a client sent: refuse it, do not fail.
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) {
      const read = req.method === 'GET' || req.method === 'HEAD';
      const message = read
        ? 'A value in the request is not valid.'
        : 'A value in the request cannot be stored.';
      return reply.code(400).send(apiError('bad_request', message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `The request is too large (at most ${Math.round((req.routeOptions.bodyLimit ?? BODY_LIMIT) / 1024)} KB).`
          : (FRIENDLY[err.code] ??
            (err instanceof SyntaxError ? 'The request body is not valid JSON.' : err.message));
      return reply.code(status).send(apiError(status === 429 ? 'rate_limited' : 'bad_request', message));
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(apiError('internal', 'Something went wrong on our side.'));
  });
}
