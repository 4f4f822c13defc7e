import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * The rate limiter, off unless a route asks for it (`config.rateLimit`: captures, sign-in, the public
 * forms); a refusal names the limit and when to retry, as the rest of the API's errors do.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'rate_limited',
      message: `Too many requests: at most ${ctx.max} a minute. Please wait ${Math.ceil(ctx.ttl / 1000)} s.`,
    }),
  });
}
