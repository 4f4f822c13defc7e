import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupedDigits } from '../config/grouped-digits.js';
import { formatDollars } from './dollars.js';

describe('formatDollars', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(250)).toBe('$250');
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(100_000)).toBe('$100,000');
    expect(formatDollars(1_234_567)).toBe('$1,234,567');
  });

  it("is the dollar sign before toLocaleString('en-US') for any whole amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const intl = n.toLocaleString('en-US');
        expect(formatDollars(n)).toBe(n < 0 ? `-$${intl.slice(1)}` : `$${intl}`);
      }),
    );
  });

  it("leaves a fraction to Intl's rounding", () => {
    expect(formatDollars(12.5)).toBe('$12.5');
    expect(formatDollars(1999.999)).toBe('$1,999.999');
  });
});

describe('groupedDigits', () => {
  it("groups thousands as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupedDigits(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
