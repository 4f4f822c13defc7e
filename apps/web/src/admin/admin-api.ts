/**
 * The one browser client of `/api/admin/*`, shared by every admin page. It sends the session cookie,
 * adds the session's CSRF token (`x-csrf-token`) to every write, turns error answers into typed
 * `AdminApiError`s and reports a 401 to the session store, which sends the owner to sign-in.
 *
 * @example
 * const settings = await adminApi.get<WebhookSettings>('/settings');
 * await adminApi.send('PUT', '/settings', { webhookUrl });
 */

import { readApiError } from '@pw/funnel';

/** What the server says about the signed-in owner (`GET /api/admin/session`). */
export interface AdminSession {
  csrfToken: string;
  user: string;
  store: {
    kind: 'pglite' | 'postgres';
    supabase: boolean;
    /** The name buttons use: 'Supabase' only when the leads reach Supabase, else 'Database'. */
    label: 'Supabase' | 'Database';
    description: string;
  };
}

/** An error answer of the admin API: the server's `{ error, message }` with the HTTP status. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's machine-readable code: 'wrong_password', 'rate_limited', 'csrf', 'not_found', … */
    readonly code: string,
    message: string,
    /** For 429: seconds until the server accepts the request again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let csrfToken: string | undefined;
const signedOutListeners = new Set<() => void>();

/** Called whenever the server answers 401 to anything but sign-in (the session ended). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

const BASE = '/api/admin';

async function errorOf(res: Response): Promise<AdminApiError> {
  // Not JSON (a proxy's error page): readApiError keeps a sentence naming the status.
  const body: unknown = await res.json().catch(() => null);
  const { error: code, message } = readApiError(
    body,
    res.status,
    res.status === 401 ? 'unauthorized' : 'error',
  );
  const retry = Number(res.headers.get('retry-after'));
  return new AdminApiError(
    res.status,
    code,
    message,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new AdminApiError(
      0,
      'network',
      'The server cannot be reached. Check the connection and try again.',
    );
  }
  if (!res.ok) {
    const error = await errorOf(res);
    if (res.status === 401 && path !== '/session') {
      csrfToken = undefined;
      for (const listener of signedOutListeners) listener();
    }
    throw error;
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const adminApi = {
  /** GET a JSON (or text) resource under /api/admin. */
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  /** A write (POST, PUT, DELETE) with the CSRF token. */
  send: <T>(method: Exclude<Method, 'GET'>, path: string, body?: unknown) => request<T>(method, path, body),

  /** The current session, or null when signed out. */
  async session(): Promise<AdminSession | null> {
    const s = await request<(AdminSession & { signedIn: true }) | { signedIn: false }>('GET', '/session');
    if (!s.signedIn) return null;
    csrfToken = s.csrfToken;
    return s;
  },

  /** Signs in; throws `AdminApiError` ('wrong_password', 'rate_limited' with `retryAfterSeconds`). */
  async signIn(password: string): Promise<AdminSession> {
    const res = await request<{ csrfToken: string }>('POST', '/session', { password });
    csrfToken = res.csrfToken;
    const s = await adminApi.session();
    if (!s) throw new AdminApiError(401, 'unauthorized', 'The session did not start; please try again.');
    return s;
  },

  async signOut(): Promise<void> {
    try {
      await request('DELETE', '/session');
    } finally {
      csrfToken = undefined;
    }
  },
};
