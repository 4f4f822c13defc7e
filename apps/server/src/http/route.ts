/**
 * Routes declared from the contract (`ApiRoutes` in @pw/funnel): `route(app, 'GET /api/admin/leads', …)`
 * registers the method and path the key names (inside a plugin, below its prefix) and holds the handler
 * to the answer the contract gives that key, so a shape changed on one side fails to compile on the other.
 */
import type { ApiAnswer, ApiRoute } from '@pw/funnel';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteShorthandOptions,
} from 'fastify';

type Handler<R extends ApiRoute> = (
  req: FastifyRequest,
  reply: FastifyReply,
) => ApiAnswer<R> | Promise<ApiAnswer<R>>;

export function route<R extends ApiRoute>(
  app: FastifyInstance,
  key: R,
  handler: Handler<R>,
  options: Pick<RouteShorthandOptions, 'bodyLimit' | 'config'> = {},
): void {
  const [method, url] = key.split(' ') as [HTTPMethods, string];
  if (!url.startsWith(app.prefix)) throw new Error(`${key} is not under this plugin's prefix ${app.prefix}`);
  app.route({ ...options, method, url: url.slice(app.prefix.length), handler });
}
