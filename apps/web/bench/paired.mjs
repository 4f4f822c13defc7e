// Telling a change from the machine's noise (issue 22): on this 2-core host a page's main-thread figure
// moves 10-20% between visits and a whole run's median by as much, so a change measured as "556 -> 463
// ms" in one A/B of thirty rounds measured "561 -> 529 ms" in the next. An A/B pairs each round's visit of
// build A with its visit of build B, and reads the median of the differences with a bootstrap interval:
// a change is real when the interval leaves zero out.
import { median } from './report.mjs';

/** A seeded PRNG (mulberry32): the same rounds give the same interval, run after run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Paired rounds `a[i]`, `b[i]` of one figure: their medians, the median of the differences `b - a`, and
 * its `level` bootstrap interval (percentiles of the medians of `resamples` resamplings of the rounds),
 * the level returned with it.
 */
export function pairedDifference(a, b, { resamples = 2000, level = 0.9, seed = 1 } = {}) {
  if (a.length !== b.length || a.length < 2)
    throw new Error('pairedDifference: the same number of rounds for A and B, two at least');
  const diffs = a.map((x, i) => b[i] - x);
  const next = random(seed);
  const medians = Array.from({ length: resamples }, () =>
    median(Array.from(diffs, () => diffs[Math.floor(next() * diffs.length)])),
  ).sort((x, y) => x - y);
  const at = (q) => medians[Math.min(resamples - 1, Math.max(0, Math.floor(q * resamples)))];
  const tail = (1 - level) / 2;
  return {
    level,
    medianA: median(a),
    medianB: median(b),
    medianDiff: median(diffs),
    low: at(tail),
    high: at(1 - tail),
  };
}

/** One line for a figure: the medians, the difference and its interval, and whether it is more than noise. */
export function describeDifference(name, { level, medianA, medianB, medianDiff, low, high }) {
  const ms = (x) => `${Math.round(x)} ms`;
  const verdict =
    low > 0 ? 'B is slower' : high < 0 ? 'B is faster' : 'no difference the rounds can tell from noise';
  return (
    `${name}: A ${ms(medianA)}, B ${ms(medianB)}; B - A ${ms(medianDiff)} ` +
    `(${Math.round(level * 100)}% interval ${ms(low)} to ${ms(high)}): ${verdict}`
  );
}
