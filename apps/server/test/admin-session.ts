/** A signed-in owner for API tests: `call(method, url, payload?)` with the session cookie and CSRF token. */
import type { TestServer } from './test-server.js';
import { PASSWORD } from './test-server.js';

export async function signIn(s: TestServer) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode}`);
  const cookie = `pw_session=${res.cookies.find((c) => c.name === 'pw_session')!.value}`;
  const csrf = res.json<{ csrfToken: string }>().csrfToken;
  return (method: string, url: string, payload?: object) =>
    s.app.inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie, 'x-csrf-token': csrf },
    });
}
