import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { bookingsClient } from './bookings-client';

const answering = (status: number, body: unknown, seen: { url: string; init?: RequestInit }[] = []) =>
  ((url: string, init?: RequestInit) => {
    seen.push({ url, ...(init ? { init } : {}) });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as typeof fetch;

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call did not throw');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ApiRequestError);
      const { status, code, message } = err as ApiRequestError;
      return { status, code, message };
    },
  );

describe('bookingsClient', () => {
  it('reads the booking behind a token, escaped into the path', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const booking = { appointment: null, name: 'Ivy', canChange: false };
    expect(await bookingsClient.read('a/b c', answering(200, booking, seen))).toEqual(booking);
    expect(seen[0]?.url).toBe('/api/bookings/a%2Fb%20c');
    expect(seen[0]?.init?.method).toBe('GET');
  });

  it('posts a move as JSON and a cancel to their own paths', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    await bookingsClient.reschedule(
      't',
      { day: '2026-03-13', time: '11:00 AM' },
      answering(200, { ok: true }, seen),
    );
    await bookingsClient.cancel('t', answering(200, { ok: true }, seen));
    expect(seen.map((s) => [s.url, s.init?.method])).toEqual([
      ['/api/bookings/t/reschedule', 'POST'],
      ['/api/bookings/t/cancel', 'POST'],
    ]);
    expect(JSON.parse(seen[0]?.init?.body as string)).toEqual({ day: '2026-03-13', time: '11:00 AM' });
  });

  it("throws the server's refusal with its status, code and message", async () => {
    const tooLate = answering(400, { error: 'too_late', message: 'It is too close to your appointment.' });
    expect(await refusal(bookingsClient.cancel('t', tooLate))).toEqual({
      status: 400,
      code: 'too_late',
      message: 'It is too close to your appointment.',
    });
  });

  it('says the status when the answer is not JSON, and names an unreachable server', async () => {
    const proxyPage = (() =>
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))) as typeof fetch;
    expect(await refusal(bookingsClient.read('t', proxyPage))).toEqual({
      status: 502,
      code: 'error',
      message: 'The server answered 502.',
    });
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await refusal(bookingsClient.read('t', offline))).toMatchObject({ status: 0, code: 'network' });
  });
});
