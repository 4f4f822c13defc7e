import { describe, expect, it } from 'vitest';
import { dayRangeSchema, daySpan, IsoDaySchema } from './day.schema.js';

describe('IsoDaySchema', () => {
  it.each(['2026-01-01', '2024-02-29', '2000-01-01', '2100-12-31'])('accepts %s', (day) => {
    expect(IsoDaySchema.safeParse(day).success).toBe(true);
  });

  it.each([
    '2026-13-01',
    '2026-02-30',
    '2025-02-29',
    '0000-01-01',
    '9999-12-31',
    '1999-12-31',
    '2101-01-01',
    '10000-01-01',
    '2026-1-01',
    ' 2026-01-01',
    'tomorrow',
    '',
  ])('refuses %j', (day) => {
    expect(IsoDaySchema.safeParse(day).success).toBe(false);
  });
});

describe('dayRangeSchema', () => {
  const range = dayRangeSchema(93);

  it('accepts a range of up to its bound, inclusive of both ends', () => {
    expect(range.safeParse({ from: '2026-01-01', to: '2026-04-03' }).success).toBe(true);
    expect(daySpan('2026-01-01', '2026-04-03')).toBe(92);
  });

  it('names the field of a range that is reversed or too long', () => {
    const reversed = range.safeParse({ from: '2026-03-10', to: '2026-03-01' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['to'], message: 'must not be before from' });
    const long = range.safeParse({ from: '2026-01-01', to: '2026-04-04' });
    expect(long.error?.issues[0]?.message).toBe('the range may span at most 93 days');
  });

  it('names the field holding an impossible day', () => {
    const res = range.safeParse({ from: '9999-12-31', to: '9999-12-31' });
    expect(res.error?.issues.map((i) => i.path[0])).toEqual(['from', 'to']);
  });
});
