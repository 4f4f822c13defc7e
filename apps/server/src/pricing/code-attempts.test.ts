import { describe, expect, it } from 'vitest';
import { CODE_ATTEMPT_LIMITS, CodeAttempts } from './code-attempts.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 15, 0) + minutes * 60_000);

describe('CodeAttempts', () => {
  it('blocks a client after five different refused codes until 15 minutes from the first have passed', () => {
    expect(CODE_ATTEMPT_LIMITS).toEqual({ max: 5, windowMs: 15 * 60_000 });
    const attempts = new CodeAttempts();
    const ann = attempts.of('10.0.0.1');
    for (const [i, code] of ['SPRING', ' spring ', 'SUMMER', 'FALL', 'WINTER'].entries()) {
      ann.refused(code, at(i));
      expect(ann.blocked(at(i))).toBe(false);
    }
    ann.refused('AUTUMN', at(5));
    expect(ann.blocked(at(5))).toBe(true);
    expect(ann.blocked(at(14.9))).toBe(true);
    expect(attempts.of('10.0.0.2').blocked(at(5))).toBe(false);
    expect(ann.blocked(at(15))).toBe(false);
    ann.refused('', at(15));
    ann.refused(undefined, at(15));
    expect(ann.blocked(at(15))).toBe(false);
  });

  it('remembers a bounded number of clients, forgetting the oldest', () => {
    const attempts = new CodeAttempts({ max: 1, windowMs: 60_000 }, 2);
    for (const client of ['a', 'b', 'c']) attempts.of(client).refused('X', at(0));
    expect(attempts.of('a').blocked(at(0))).toBe(false);
    expect(attempts.of('c').blocked(at(0))).toBe(true);
  });
});
