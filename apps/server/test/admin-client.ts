/** Signs in to a test server and returns a caller that sends the session cookie and CSRF token. */
import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD, type TestServer } from './test-server.js';

export type AdminCall = (
  method: string,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export async function signedIn(s: TestServer, password = PASSWORD): Promise<AdminCall> {
  const res = await s.app.inject({ method: 'POST', url: '/api/admin/session', payload: { password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  // `__Host-pw_session` in production (NODE_ENV=production), `pw_session` otherwise.
  const session = res.cookies.find((c) => c.name.endsWith('pw_session'))!;
  const cookie = `${session.name}=${session.value}`;
  const csrf = res.json<{ csrfToken: string }>().csrfToken;
  return (method, url, payload, headers) =>
    s.app.inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: { ...headers, cookie, 'x-csrf-token': csrf },
    });
}
