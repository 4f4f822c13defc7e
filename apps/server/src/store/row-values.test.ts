import { describe, expect, it } from 'vitest';
import { dateOf, dateOrNull, isoOf, jsonOf, numberOrNull, textOrNull } from './row-values.js';

const AT = new Date('2026-11-29T00:40:00.123Z');

describe('a row value read the same from every store', () => {
  it('reads a time from a Date, its JSON text with any offset, or epoch milliseconds, as one ISO text', () => {
    expect(isoOf(AT)).toBe('2026-11-29T00:40:00.123Z');
    expect(isoOf('2026-11-28T19:40:00.123-05:00')).toBe('2026-11-29T00:40:00.123Z');
    expect(isoOf('2026-11-29 00:40:00.123+00')).toBe('2026-11-29T00:40:00.123Z');
    expect(isoOf(AT.getTime())).toBe('2026-11-29T00:40:00.123Z');
    expect(isoOf(null)).toBeNull();
    expect(isoOf(undefined)).toBeNull();
    // Not a time: kept as given, never thrown on.
    expect(isoOf('soon')).toBe('soon');
    expect(isoOf({})).toBeNull();
  });

  it('reads a time column as a Date, and null as null', () => {
    expect(dateOf('2026-11-29T00:40:00.123Z')).toEqual(AT);
    expect(dateOf(AT)).toBe(AT);
    expect(dateOrNull(null)).toBeNull();
    expect(dateOrNull('2026-11-29T00:40:00.123Z')).toEqual(AT);
  });

  it('parses JSON given as text and keeps a parsed value', () => {
    expect(jsonOf<{ a: number }>('{"a":1}')).toEqual({ a: 1 });
    const v = { a: 1 };
    expect(jsonOf(v)).toBe(v);
    expect(jsonOf(null)).toBeNull();
  });

  it('reads text and numbers that may be null', () => {
    expect(textOrNull(null)).toBeNull();
    expect(textOrNull('x')).toBe('x');
    expect(numberOrNull('12.50')).toBe(12.5);
    expect(numberOrNull(undefined)).toBeNull();
  });
});
