/**
 * The contract holds every API route (issue 23): each route the server registers under `/api/` is a key
 * of @pw/funnel's `ApiRoutes` (so its answer is typed on both sides), each key is served, and the
 * contract's table in `docs/architecture.md` names every one of them. A route added outside the map, or
 * left out of the docs, fails here.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../../test/test-server.js';

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Routes outside the contract, each with its reason; the docs' table lists them beside the others. */
const OUTSIDE_THE_CONTRACT = new Set([
  // The text provider's inbound webhook: Twilio's form-encoded shape, answered with TwiML (decision 0243).
  'POST /api/sms/inbound',
]);

/** The keys of `ApiRoutes`, read from its source (a type has no value to list at run time). */
function contractKeys(): string[] {
  const source = read('packages/funnel/src/api/routes.ts');
  return [...source.matchAll(/^\s+'((?:GET|POST|PUT|DELETE) \/api\/[^']+)':/gm)].map((m) => m[1]!);
}

/** The method and path of each row of the contract's table in the architecture doc. */
function documentedKeys(): string[] {
  const doc = read('docs/architecture.md');
  return [...doc.matchAll(/^\| (GET|POST|PUT|DELETE) \| `(\/api\/[^`]+)` \|/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

/** Every method and path Fastify serves, from its printed route tree (HEAD is implied by GET). */
function servedKeys(tree: string): string[] {
  const keys: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of m[3]!.split(', ')) if (method !== 'HEAD') keys.push(`${method} ${path}`);
  }
  return keys;
}

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the HTTP contract', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({});
    await s.app.ready();
  });
  afterAll(() => s?.close());

  it('holds every /api route the server serves, and the server serves every route it holds', () => {
    const served = servedKeys(s.app.printRoutes({ commonPrefix: false })).filter((k) => k.includes(' /api/'));
    expect(served.length).toBeGreaterThan(40);
    expect(sorted(served.filter((k) => !OUTSIDE_THE_CONTRACT.has(k)))).toEqual(
      sorted(new Set(contractKeys())),
    );
    for (const k of OUTSIDE_THE_CONTRACT) expect(served).toContain(k);
  });

  it("is the architecture doc's table, row for row", () => {
    expect(sorted(documentedKeys())).toEqual(sorted([...contractKeys(), ...OUTSIDE_THE_CONTRACT]));
  });
});
