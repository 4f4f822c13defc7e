/** TRUST_PROXY (env.fields.ts) as Fastify's `trustProxy`: which X-Forwarded-For entries decide `req.ip`. */
import type { FastifyServerOptions } from 'fastify';

/**
 * `false`: the socket's address is the client. A number N: the N nearest hops are our proxies, so the
 * client is the entry the farthest of them appended; anything a client wrote in front of it is ignored.
 * A list: the proxies' addresses. (Fastify's types omit the number form, so it is written as the same
 * function proxy-addr builds for it.)
 */
export function trustedProxies(trust: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
