/** Small promises that keep configuration and answers honest: real limits in messages, Secure clearing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testServer, type TestServer } from '../../test/test-server.js';

describe('the server in production', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
  });
  afterAll(() => s.close());

  it('clears the __Host- session cookie at sign-out with the attributes browsers need (Secure, Path=/)', async () => {
    const signIn = await s.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { password: PASSWORD },
    });
    const set = signIn.cookies.find((c) => c.name === '__Host-pw_session')!;
    expect(set).toMatchObject({ secure: true, path: '/' });
    const out = await s.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: {
        cookie: `__Host-pw_session=${set.value}`,
        'x-csrf-token': signIn.json<{ csrfToken: string }>().csrfToken,
      },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === '__Host-pw_session')!;
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/', httpOnly: true });
    expect(cleared.domain).toBeUndefined();
  });

  it('states the real body limit of each route when a request is too large', async () => {
    const tooLarge = async (url: string, kb: number) => {
      const res = await s.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify({ text: 'x'.repeat(kb * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(413);
      return res.json<{ message: string }>().message;
    };
    expect(await tooLarge('/api/captures', 20)).toBe('The request is too large (at most 16 KB).');
    expect(await tooLarge('/api/admin/session', 70)).toBe('The request is too large (at most 64 KB).');
  });
});
