/**
 * Server-wide connection limits, so a client that trickles its body, stops half-way or just holds a socket
 * open cannot run the server out of connections (there may be no reverse proxy in front of it).
 */
import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env.js';

/**
 * Fastify and Node options from the HTTP_*_TIMEOUT_MS settings. Node checks the request and header
 * deadlines on a timer (`connectionsCheckingInterval`, 30 s by default); it runs at a quarter of the
 * shortest deadline here, so a deadline is kept to within about a quarter of itself.
 */
export function httpTimeouts(
  env: Pick<
    Env,
    | 'HTTP_REQUEST_TIMEOUT_MS'
    | 'HTTP_HEADERS_TIMEOUT_MS'
    | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
    | 'HTTP_IDLE_TIMEOUT_MS'
  >,
): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const shortest = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(shortest / 4))),
    },
  };
}
