/** Signs the owner in on a test server and returns a caller that sends the session cookie and CSRF token. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PASSWORD } from './test-server.js';

export type OwnerCall = (
  method: string,
  url: string,
  payload?: object | string,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export async function signInOwner(app: FastifyInstance): Promise<OwnerCall> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  const cookie = `pw_session=${res.cookies.find((c) => c.name === 'pw_session')!.value}`;
  const csrf = res.json<{ csrfToken: string }>().csrfToken;
  return (method, url, payload, headers = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      ...(payload !== undefined ? { payload } : {}),
      headers: { cookie, 'x-csrf-token': csrf, ...headers },
    });
}
