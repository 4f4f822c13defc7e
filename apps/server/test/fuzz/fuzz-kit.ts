/**
 * Shared pieces of the fuzz suites: a per-request deadline (a hang fails the property instead of the whole
 * run), the "never a 5xx" check, and generators for hostile text, query strings and headers.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** How long any one request may take, even on a loaded 2-core machine. */
export const REQUEST_DEADLINE_MS = 5_000;

/** fast-check settings: a fixed number of runs per property keeps every suite within seconds. */
export const runs = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, endOnFailure: true });

/** Runs a request with a deadline and asserts it is answered without a server error. */
export async function answered(
  what: string,
  request: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_DEADLINE_MS} ms: ${what}`)),
      REQUEST_DEADLINE_MS,
    );
  });
  try {
    const res = await Promise.race([request(), deadline]);
    expect(res.statusCode, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    return res;
  } finally {
    clearTimeout(timer);
  }
}

/** Any text: every code point, including NUL, controls, surrogate pairs, RTL marks and emoji. */
export const anyText = (maxLength = 40) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '%',
      '%00',
      '%zz',
      '..',
      '../..',
      '\u202e',
      "'; drop table leads; --",
      '=1+1',
      '{{x}}',
      '\uD83D\uDE00',
    ),
  );

/**
 * E-mail addresses the one e-mail rule takes (`isValidEmail`, decision 0204): dot-separated local parts
 * and a domain. fast-check's `emailAddress()` follows RFC 5321, and few of its addresses (quoted parts,
 * `%`, `!`, one-letter top-level domains) are ones the rule takes.
 */
export const oneMailbox = fc
  .tuple(fc.array(fc.stringMatching(/^[A-Za-z0-9_+-]{1,12}$/), { minLength: 1, maxLength: 3 }), fc.domain())
  .map(([local, domain]) => `${local.join('.')}@${domain}`)
  .filter((e) => e.length <= 254);

/** Day-like text: real days, impossible days, far years, five-digit years and near misses. */
export const dayLike = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 99_999 }),
      fc.integer({ min: 0, max: 14 }),
      fc.integer({ min: 0, max: 33 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '9999-12-31',
    '10000-01-01',
    '0000-01-01',
    '2026-02-29',
    '2024-02-29',
    '2026-13-01',
    '-2026-01-01',
  ),
  anyText(12),
);

/** A query string of arbitrary keys and values, repeated keys included, percent-encoded or raw. */
export function queryOf(keys: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(anyText(30), dayLike, fc.integer().map(String), fc.double().map(String));
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...keys), anyText(8)), value, fc.boolean());
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) =>
      pairs
        .map(([k, v, raw]) =>
          raw
            ? `${k.replace(/[#\s]/g, '')}=${v.replace(/[#\s]/g, '')}`
            : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
        )
        .join('&'),
    );
}

/** Request headers a client may send: odd content types, cookies, CSRF tokens, forwarded addresses. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ),
    cookie: fc.oneof(
      fc.constant('pw_session=garbage'),
      fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    ),
    'x-csrf-token': fc
      .string({ unit: 'binary-ascii', maxLength: 60 })
      .map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    'x-forwarded-for': fc.ipV4().map((ip) => `${ip}, 10.0.0.1`),
    accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'garbage/;;;'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown;q=2'),
  },
  { requiredKeys: [] },
);
