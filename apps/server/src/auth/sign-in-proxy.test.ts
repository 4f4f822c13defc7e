/**
 * The sign-in limit behind a reverse proxy (TRUST_PROXY=1), over a real loopback socket: the socket is the
 * proxy, and the proxy appends the client's real address as the last X-Forwarded-For entry. Whatever a
 * client writes before that entry is ignored, so rotating it does not dodge the limit, and forging the
 * owner's address does not lock the owner out.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testServer, type TestServer } from '../../test/test-server.js';

const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.7';

describe('sign-in limit behind one proxy, with forged X-Forwarded-For', () => {
  let s: TestServer;
  let base = '';
  beforeAll(async () => {
    s = await testServer({ TRUST_PROXY: '1' });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => s.close());

  /** A sign-in as the proxy forwards it: what the client sent, then the client's real address. */
  const signIn = (password: string, realClient: string, forged?: string) =>
    fetch(`${base}/api/admin/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': forged ? `${forged}, ${realClient}` : realClient,
      },
      body: JSON.stringify({ password }),
    });

  it('limits an attacker who rotates the forged entry, and lets the owner in meanwhile', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      // Every request forges a fresh address, and half of them forge the owner's.
      const forged = i % 2 === 0 ? `10.${i}.0.1` : OWNER;
      answers.push((await signIn('wrong password', ATTACKER, forged)).status);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual(Array(15).fill(429));

    const owner = await signIn(PASSWORD, OWNER);
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { ok: boolean }).ok).toBe(true);
  });

  it('does not believe X-Forwarded-For at all without a proxy (TRUST_PROXY=0)', async () => {
    const direct = await testServer({ TRUST_PROXY: '0' });
    try {
      await direct.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (direct.app.server.address() as AddressInfo).port;
      const answers: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/admin/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i}.1` },
          body: JSON.stringify({ password: 'wrong password' }),
        });
        answers.push(res.status);
      }
      expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await direct.close();
    }
  });
});
