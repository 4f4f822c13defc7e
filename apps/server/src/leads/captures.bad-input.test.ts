import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { testServer, type TestServer } from '../../test/test-server.js';

describe('bad input to POST /api/captures', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '1000' });
  });
  afterAll(() => s.close());

  const raw = (payload: string, contentType = 'application/json') =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload, headers: { 'content-type': contentType } });

  const cases: [string, string, number, RegExp][] = [
    ['malformed JSON', '{"captureId": ', 400, /not valid JSON/],
    ['an array', '[]', 400, /must be a JSON object/],
    ['a string', '"hello"', 400, /must be a JSON object/],
    ['wrong types', JSON.stringify({ ...aCapture(), stage: 42 }), 400, /stage/],
    ['an unknown stage', JSON.stringify({ ...aCapture(), stage: 'hacked' }), 400, /stage/],
    [
      'a missing e-mail where one is needed',
      JSON.stringify({ ...aCapture(), fields: { name: 'Ana' } }),
      400,
      /email/,
    ],
    ['an e-mail without @', JSON.stringify({ ...aCapture(), fields: { email: 'nope' } }), 400, /valid email/],
    [
      'an over-long name',
      JSON.stringify({ ...aCapture(), fields: { email: 'a@b.co', name: 'x'.repeat(101) } }),
      400,
      /at most 100/,
    ],
    ['an unknown field', JSON.stringify({ ...aCapture(), admin: true }), 400, /admin/],
    [
      'an unknown lead field',
      JSON.stringify({ ...aCapture(), fields: { email: 'a@b.co', price: 1 } }),
      400,
      /price/,
    ],
    ['a bad capture id', JSON.stringify({ ...aCapture(), captureId: '1' }), 400, /captureId: must be a UUID/],
    ['a body over 16 KB', JSON.stringify({ ...aCapture(), pad: 'x'.repeat(17_000) }), 413, /too large/],
    ['an empty body', '', 400, /empty/],
  ];

  for (const [what, payload, status, message] of cases) {
    it(`answers ${status} to ${what}, readable, storing nothing`, async () => {
      const res = await raw(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
      expect(await s.count('lead_events')).toBe(0);
    });
  }

  it('answers 415 to a body that is not JSON', async () => {
    const res = await raw('name=Ana', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/JSON/);
  });

  it('never answers 5xx to anything a client can send', async () => {
    const base = aCapture() as unknown as Record<string, unknown>;
    const odd: unknown[] = [
      null,
      0,
      {},
      { ...base, fields: null },
      { ...base, fields: [] },
      { ...base, timestamp: 'yesterday' },
      { ...base, source: { a: 1 } },
      { ...base, visitId: null },
      {
        ...base,
        fields: { email: 'a@b.co', appointmentDate: '2026-13-45', appointmentTime: 'x' },
        stage: 'appointment_scheduled',
      },
      { ...base, fields: { email: '\u0000@\u0000' } },
      { ...base, website: 5 },
      { ...base, __proto__: { polluted: true } },
      { ...base, querystring: '%E0%A4%A' },
    ];
    for (const body of odd) {
      const res = await raw(JSON.stringify(body));
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('capture rate limit', () => {
  it('answers 429 past the per-client limit', async () => {
    const s = await testServer({ CAPTURE_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await s.app.inject({ method: 'POST', url: '/api/captures', payload: aCapture() })).statusCode,
        );
      }
      expect(codes.slice(0, 3).every((c) => c === 202 || c === 200)).toBe(true);
      const last = await s.app.inject({ method: 'POST', url: '/api/captures', payload: aCapture() });
      expect(last.statusCode).toBe(429);
      expect(last.json<{ message: string }>().message).toMatch(/Too many requests/);
      // Another client is not limited.
      const other = await s.app.inject({
        method: 'POST',
        url: '/api/captures',
        payload: aCapture(),
        remoteAddress: '127.0.0.9',
      });
      expect(other.statusCode).toBe(202);
    } finally {
      await s.close();
    }
  });
});
