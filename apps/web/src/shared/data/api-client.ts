/**
 * The browser's one client of the HTTP API. Paths are the contract's (`ApiRoutes` in @pw/funnel), so
 * each call's answer type comes from its path: `apiGet('/api/admin/leads', { query })` is a `LeadPage`.
 * Every refusal, from any route, is one `ApiRequestError` read from the `{ error, message }` shape; an
 * unreachable server is status 0, code `network`. Owner routes (`/api/admin/*`) carry the session's CSRF
 * token on every write, and a 401 from any of them but the session's own tells `onSignedOut` listeners.
 *
 * @example
 * const page = await apiGet('/api/admin/leads', { query: { stage: 'quote_viewed' } });
 * await apiSend('POST', '/api/bookings/:token/cancel', { params: { token }, body: {} });
 */
import {
  readApiError,
  type ApiAnswer,
  type ApiMethod,
  type ApiPath,
  type ApiRequest,
  type ApiRoute,
} from '@pw/funnel';

/** An error answer of the API (the server's `{ error, message }`) with the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's machine-readable code: 'wrong_password', 'rate_limited', 'csrf', 'not_found', … */
    readonly code: string,
    message: string,
    /** For 429: seconds until the server accepts the request again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** What a call may add to its request: an abort signal, `keepalive` (a page being left) and a fetch (tests). */
export interface CallOptions {
  signal?: AbortSignal;
  keepalive?: boolean;
  fetch?: typeof fetch;
}

type Given = { params?: Record<string, string>; query?: object; body?: unknown } & CallOptions;
/** The request argument of a route: optional when the route needs nothing. */
export type ApiArgs<R extends ApiRoute> =
  object extends ApiRequest<R>
    ? [request?: ApiRequest<R> & CallOptions]
    : [request: ApiRequest<R> & CallOptions];

const ADMIN = '/api/admin/';
let csrfToken: string | undefined;
const signedOutListeners = new Set<() => void>();

/** Keeps the owner's session CSRF token for the writes that follow (undefined: signed out). */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** Called whenever an owner route answers 401 (the session ended), except the session route itself. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** The URL of `path` with its `:params` filled in (escaped) and the query's set values appended. */
export function apiUrl(path: string, request: Pick<Given, 'params' | 'query'> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The body of an answer: JSON when it is JSON, else its text (CSV, iCalendar, a proxy's page). */
async function bodyOf(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function call(method: ApiMethod, path: string, request: Given = {}): Promise<unknown> {
  const owner = path.startsWith(ADMIN);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (owner && method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const send = request.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let res: Response;
  try {
    res = await send(apiUrl(path, request), {
      method,
      headers,
      credentials: 'same-origin',
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(
      0,
      'network',
      'The server cannot be reached. Check the connection and try again.',
    );
  }
  const body = await bodyOf(res);
  if (res.ok) return body;
  // Not the shape (a proxy's error page): readApiError keeps a sentence naming the status.
  const { error, message } = readApiError(body, res.status, res.status === 401 ? 'unauthorized' : 'error');
  const retry = Number(res.headers.get('retry-after'));
  if (owner && res.status === 401 && path !== `${ADMIN}session`) {
    csrfToken = undefined;
    for (const listener of signedOutListeners) listener();
  }
  throw new ApiRequestError(
    res.status,
    error,
    message,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

/** GETs a route; the answer's type is the contract's for that path. */
export function apiGet<P extends ApiPath<'GET'>>(
  path: P,
  ...[request]: ApiArgs<Extract<`GET ${P}`, ApiRoute>>
): Promise<ApiAnswer<Extract<`GET ${P}`, ApiRoute>>> {
  return call('GET', path, request) as Promise<ApiAnswer<Extract<`GET ${P}`, ApiRoute>>>;
}

/** A write (POST, PUT, DELETE) to a route, with the CSRF token on owner routes. */
export function apiSend<M extends Exclude<ApiMethod, 'GET'>, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[request]: ApiArgs<Extract<`${M} ${P}`, ApiRoute>>
): Promise<ApiAnswer<Extract<`${M} ${P}`, ApiRoute>>> {
  return call(method, path, request) as Promise<ApiAnswer<Extract<`${M} ${P}`, ApiRoute>>>;
}

/** The sentence to show for a failed call: the server's (or the network's), else `fallback`. */
export const failureSentence = (err: unknown, fallback: string): string =>
  err instanceof ApiRequestError ? err.message : fallback;
