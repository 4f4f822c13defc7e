import { describe, expect, it } from 'vitest';
import { describeDifference, pairedDifference } from './paired.mjs';

/** Rounds of a figure around `center` that move with the round's machine load, as the bench's do. */
const rounds = (center, load) => load.map((l) => center + l);
const load = [12, -30, 45, 3, -8, 60, -22, 17, -41, 9, 28, -15, 35, -5, 50, -33, 6, 21, -19, 40];

describe('pairedDifference', () => {
  it('finds a real change under noise that moves both builds alike', () => {
    const result = pairedDifference(
      rounds(550, load),
      rounds(500, load).map((x, i) => x + (i % 3) - 1),
    );
    expect(result.medianDiff).toBeCloseTo(-50, 0);
    expect(result.high).toBeLessThan(0);
    expect(describeDifference('/#contact', result)).toMatch(/B is faster$/);
  });

  it('says so when the rounds cannot tell a change from noise', () => {
    const shuffled = [...load].reverse();
    const result = pairedDifference(rounds(550, load), rounds(550, shuffled));
    expect(result.low).toBeLessThan(0);
    expect(result.high).toBeGreaterThan(0);
    expect(describeDifference('/', result)).toMatch(/no difference the rounds can tell from noise$/);
    expect(
      describeDifference('/', pairedDifference(rounds(550, load), rounds(550, shuffled), { level: 0.95 })),
    ).toMatch(/\(95% interval /);
  });

  it('gives the same interval for the same rounds, and refuses unpaired rounds', () => {
    const a = rounds(400, load);
    const b = rounds(420, [...load].reverse());
    expect(pairedDifference(a, b)).toEqual(pairedDifference(a, b));
    expect(() => pairedDifference([1, 2, 3], [1, 2])).toThrow(/the same number of rounds/);
  });
});
