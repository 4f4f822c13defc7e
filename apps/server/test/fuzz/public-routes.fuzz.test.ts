/**
 * Property-based fuzzing of the public routes (`POST /api/captures`, `GET /api/availability`,
 * `POST /api/resume`, `/healthz` and any other path): bodies, path parameters, query strings and headers. Never a 5xx, never a hang, and
 * text the server accepted reads back exactly through the owner's API.
 */
import { randomUUID } from 'node:crypto';
import { CaptureSchema, LeadFieldsSchema, ResumeOpenSchema } from '@pw/funnel';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture } from '../a-capture.js';
import { signInOwner, type OwnerCall } from '../owner-session.js';
import { testServer, type TestServer } from '../test-server.js';
import { answered, anyText, dayLike, hostileHeaders, oneMailbox, queryOf, runs } from './fuzz-kit.js';

describe('fuzzing the public routes', () => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({ CAPTURE_RATE_LIMIT: '100000' }, { auth: { signInPerMinute: 1000 } });
    owner = await signInOwner(s.app);
  });
  afterAll(() => s.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    answered(`POST /api/captures ${payload.slice(0, 120)}`, () =>
      s.app.inject({
        method: 'POST',
        url: '/api/captures',
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    );

  it('answers any JSON body with a 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => {
        await post(JSON.stringify(body));
      }),
      runs(150),
    );
  });

  it('answers a valid capture with any field mutated with a 2xx or 4xx', async () => {
    // The schema's own key lists, plus keys that attack object prototypes.
    const field = fc.constantFrom(...CaptureSchema.keyof().options);
    const inner = fc.constantFrom(...LeadFieldsSchema.keyof().options, '__proto__', 'constructor');
    const value = fc.oneof(anyText(300), dayLike, fc.jsonValue({ maxDepth: 2 }));
    await fc.assert(
      fc.asyncProperty(field, inner, value, fc.boolean(), async (f, k, v, deep) => {
        const c = aCapture({
          stage: 'contact_completed',
          fields: { email: 'fuzz@example.com', name: 'Fuzz' },
        }) as Record<string, unknown>;
        if (deep) c.fields = { ...(c.fields as object), [k]: v };
        else c[f] = v;
        await post(JSON.stringify(c));
      }),
      runs(200),
    );
  });

  it('answers bodies that are not JSON, or not what the header says, with a 4xx', async () => {
    const raw = fc.oneof(
      anyText(200),
      fc.constantFrom(
        '{',
        '{"a":',
        '[]',
        'null',
        '"x"',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ),
    );
    await fc.assert(
      fc.asyncProperty(raw, hostileHeaders, async (body, headers) => {
        await post(body, headers);
      }),
      runs(150),
    );
  });

  it('stores accepted text exactly and reads it back through the owner API', async () => {
    const email = oneMailbox;
    let readBack = 0;
    await fc.assert(
      fc.asyncProperty(email, anyText(100), anyText(300), async (address, name, street) => {
        const visitId = randomUUID();
        const contact = aCapture({
          visitId,
          stage: 'contact_completed',
          fields: { email: address, name, phone: '5615550123' },
        });
        const first = await post(JSON.stringify(contact));
        const where = aCapture({
          visitId,
          stage: 'address_completed',
          fields: { email: address, address: street },
        });
        const second = await post(JSON.stringify(where));
        if (first.statusCode !== 202 || second.statusCode !== 202) {
          // Refused input names what was wrong and stored nothing of that capture.
          expect([first.statusCode, second.statusCode].some((c) => c === 400)).toBe(true);
          return;
        }
        const read = await answered('GET lead', () =>
          owner('GET', `/api/admin/leads/${encodeURIComponent(address)}`),
        );
        expect(read.statusCode).toBe(200);
        const lead = read.json<{
          lead: { email: string; email_as_typed: string; name: string | null; address: string | null };
        }>().lead;
        // Matched by the lower-cased key, kept as typed (decision 0152).
        expect(lead.email).toBe(address.trim().toLowerCase());
        expect(lead.email_as_typed).toBe(address.trim());
        expect(lead.name ?? '').toBe(name.trim());
        expect(lead.address ?? '').toBe(street.trim());
        readBack++;
      }),
      runs(60),
    );
    // The property is only worth something if most generated leads were accepted and read back.
    expect(readBack).toBeGreaterThan(30);
  });

  it('answers any availability query with 200 or a 400 naming the field', async () => {
    await fc.assert(
      fc.asyncProperty(dayLike, dayLike, async (from, to) => {
        const res = await answered(`availability ${from}..${to}`, () =>
          s.app.inject({
            url: `/api/availability?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
          }),
        );
        if (res.statusCode !== 200) {
          expect(res.statusCode).toBe(400);
          expect(res.json<{ message: string }>().message).toMatch(/^(from|to): /);
        }
      }),
      runs(300),
    );
    await fc.assert(
      fc.asyncProperty(queryOf(['from', 'to']), hostileHeaders, async (query, headers) => {
        await answered(`availability ?${query}`, () =>
          s.app.inject({ url: `/api/availability?${query}`, headers }),
        );
      }),
      runs(150),
    );
  });

  it('answers any resume-link opening with a 2xx or 4xx (within its 30 a minute)', async () => {
    const field = fc.constantFrom(...ResumeOpenSchema.keyof().options, '__proto__');
    const value = fc.oneof(anyText(300), fc.jsonValue({ maxDepth: 2 }));
    const opening = fc.tuple(field, value).map(([f, v]) => {
      const { captureId, visitId, source, querystring, timestamp } = aCapture();
      return { token: 'A'.repeat(43), captureId, visitId, source, querystring, timestamp, [f]: v };
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(opening, fc.jsonValue({ maxDepth: 3 })), async (body) => {
        const payload = JSON.stringify(body);
        await answered(`POST /api/resume ${payload.slice(0, 120)}`, () =>
          s.app.inject({
            method: 'POST',
            url: '/api/resume',
            payload,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
      runs(28),
    );
  });

  it('answers any path, method and headers without a server error', async () => {
    const segment = fc.oneof(
      anyText(20).map(encodeURIComponent),
      anyText(10).map((t) => t.replace(/[\s#?]/g, '')),
      fc.constantFrom('api', 'admin', 'leads', '%', '%2e%2e', '..', 'healthz', 'availability', 'captures'),
    );
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 5 }),
        method,
        hostileHeaders,
        async (parts, m, headers) => {
          const url = `/${parts.join('/')}`;
          await answered(`${m} ${url}`, () =>
            s.app.inject({
              method: m as 'GET',
              url,
              headers,
              ...(m === 'GET' || m === 'HEAD' ? {} : { payload: '{}' }),
            }),
          );
        },
      ),
      runs(200),
    );
    expect((await s.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
