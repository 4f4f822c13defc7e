/**
 * What `ApiRoutes` says of one route, read by the server's `route()` and the web's `apiGet`/`apiSend`:
 * `ApiAnswer<'GET /api/admin/leads'>` is the inbox page, `ApiRequest<…>` the params, query and body a
 * client gives it.
 */
import type { ApiRoutes } from './routes.js';

/** `'GET /api/admin/leads'`, … */
export type ApiRoute = keyof ApiRoutes;
export type ApiMethod = ApiRoute extends `${infer M} ${string}` ? M : never;

/** The paths a method serves: `ApiPath<'GET'>` is every path that answers a GET. */
export type ApiPath<M extends ApiMethod> = {
  [R in ApiRoute]: R extends `${M} ${infer P}` ? P : never;
}[ApiRoute];

export type ApiAnswer<R extends ApiRoute> = ApiRoutes[R]['answer'];

/** The parameters named in a path: `ApiParams<'/api/bookings/:token/ics'>` is `{ token: string }`. */
export type ApiParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & ApiParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Record<Name, string>
    : unknown;

type ParamsPart<R extends ApiRoute> = R extends `${string} ${infer P}`
  ? unknown extends ApiParams<P>
    ? unknown
    : { params: ApiParams<P> }
  : never;
type QueryPart<R extends ApiRoute> = ApiRoutes[R] extends { query: infer Q } ? { query?: Q } : unknown;
type BodyPart<R extends ApiRoute> = ApiRoutes[R] extends { body: infer B } ? { body: B } : unknown;

/** What a client gives a route: `params` when its path names some, `query` when it reads one, `body` when it takes one. */
export type ApiRequest<R extends ApiRoute> = ParamsPart<R> & QueryPart<R> & BodyPart<R>;
