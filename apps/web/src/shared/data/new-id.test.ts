import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newId } from './new-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('makes v4 UUIDs from getRandomValues where randomUUID is missing (plain-http origins)', () => {
    const insecure = { getRandomValues: (a: Uint8Array) => webcrypto.getRandomValues(a) };
    const ids = Array.from({ length: 200 }, () => newId(insecure));
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    const ones = { getRandomValues: (a: Uint8Array) => a.fill(255) };
    expect(newId(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const zeros = { getRandomValues: (a: Uint8Array) => a };
    expect(newId(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('uses randomUUID where the browser has it', () => {
    expect(newId({ getRandomValues: (a) => a, randomUUID: () => 'from-randomUUID' })).toBe('from-randomUUID');
    expect(newId()).toMatch(V4);
  });
});
