import { describe, expect, it } from 'vitest';
import { judge, markdown, median, table } from './report.mjs';

// The shape of the pages bench's report, from made-up figures (no browser, no timing).
const page = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 20,
  cls: 0,
};
const measured = {
  reference: { lcpMs: 700, tbtMs: 10 },
  pages: { '/': page, '/pricing': { ...page, lcpMs: 920, seo: 92, tbtMs: 61, tbtRunsMs: [5, 61, 90] } },
  initialJsGzipBytes: 93_000,
  landingHtml: { bodyBytes: 12_900, headerBytes: 1_600 },
  wizard: {
    referenceInpMs: 40,
    interactions: 3,
    journeyInpMs: 120,
    moves: [{ from: 'A', to: 'B', inpMs: 80 }],
  },
};

describe('the pages bench report', () => {
  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('judges each figure against its budget, the LCP as a ratio to the bare page', () => {
    const lines = judge(measured);
    const verdict = (figure) => lines.find((l) => l.figure === figure)?.verdict;
    expect(verdict('/ LCP')).toBe('PASS');
    expect(lines.find((l) => l.figure === '/ LCP')?.value).toBe('900 ms (1.29x)');
    expect(verdict('/pricing LCP')).toBe('MISS');
    expect(verdict('/pricing Lighthouse seo')).toBe('MISS');
    expect(verdict('/pricing TBT')).toBe('MISS');
    expect(lines.find((l) => l.figure === '/pricing TBT')).toMatchObject({
      value: '61 ms (rounds 5-90)',
      budget: '<= bare + 50 ms',
      reference: 'bare 10 ms',
    });
    expect(lines.find((l) => l.figure === '/ TBT')?.value).toBe('20 ms');
    expect(verdict('/ initial JS (gzip)')).toBe('PASS');
    expect(lines.find((l) => l.figure === '/ HTML response (brotli)')).toMatchObject({
      value: '14500 B (body 12900 B, headers 1600 B)',
      reference: 'first round trip 14600 B',
      verdict: 'INFO',
    });
    expect(verdict('wizard "A" -> "B" INP')).toBe('PASS');
    expect(verdict('wizard journey INP (3 interactions)')).toBe('MISS');
    expect(lines).toHaveLength(2 * 7 + 1 + 1 + 1 + 1);
  });

  it("judges TBT against the bare page's of the same run: a slower host slows both", () => {
    const slow = judge({ ...measured, reference: { lcpMs: 700, tbtMs: 40 } });
    expect(slow.find((l) => l.figure === '/pricing TBT')?.verdict).toBe('PASS');
  });

  it('prints a table and a markdown summary with the load and the counts', () => {
    const budgets = judge(measured);
    expect(table(budgets).split('\n')[0]).toMatch(/^figure\s+value\s+budget\s+reference$/);
    const md = markdown({
      ...measured,
      budgets,
      measuredAt: '2026-11-23T06:00:00.000Z',
      lighthouse: '12.8.2',
      formFactor: 'mobile',
      rounds: 5,
      machine: { cpus: 2, loadAverageStart: [1, 2, 3], loadAverageEnd: [4, 5, 6] },
    });
    expect(md).toContain('Load average 1, 2, 3 at start, 4, 5, 6 at the end, 2 CPUs.');
    // Four misses and one line for the record (the HTML response).
    expect(md).toContain(`${budgets.length - 4 - 1} PASS, 4 MISS.`);
    expect(md).toContain('| / LCP | 900 ms (1.29x) | <= 1.3x bare | bare 700 ms | PASS |');
  });

  it('judges the early taps: all served, busy at once and answered within a second; main-thread work and paint to interactive for the record', () => {
    const run = (ok, mainThreadMs, answer) => ({
      ...(answer ? { answerAfterInteractiveMs: answer.ms, busyAtOnce: answer.busy } : {}),
      ok,
      beforeHydration: true,
      mainThreadMs,
      controlPaintMs: 1000,
      interactiveMs: 3000,
      paintToInteractiveMs: 2000,
    });
    const bare = [
      { firstPaintMs: 900, mainThreadMs: 100 },
      { firstPaintMs: 900, mainThreadMs: 160 },
      { firstPaintMs: 900, mainThreadMs: 90 },
    ];
    const lines = judge({
      ...measured,
      earlyTaps: {
        bare,
        pages: {
          '/': [run(true, 250), run(true, 280)],
          '/pricing': [run(false, 400)],
          '/onboarding/welcome': [
            run(true, 300, { ms: 700, busy: true }),
            run(true, 300, { ms: 1400, busy: true }),
            run(true, 300, { ms: 900, busy: false }),
          ],
        },
      },
    });
    const find = (figure) => lines.find((l) => l.figure === figure);
    expect(find('/ early taps served')).toMatchObject({
      value: '2 of 2 (2 before hydration)',
      verdict: 'PASS',
    });
    expect(find('/pricing early taps served')?.verdict).toBe('MISS');
    expect(find('/ main-thread work until interactive')).toMatchObject({
      // Medians, with the rounds' spread: the bare page's moves more than a page's.
      value: '265 ms (2.65x; script 0 ms; style and layout 0 ms; other 265 ms; rounds 250-280)',
      reference: 'bare 100 ms (rounds 90-160)',
      verdict: 'INFO',
    });
    expect(find('/pricing main-thread work until interactive')?.verdict).toBe('INFO');
    // A link needs no answer of ours: the browser follows it.
    expect(find('/ early tap answered after interactive')).toBeUndefined();
    expect(find('/onboarding/welcome early tap answered after interactive')).toMatchObject({
      value: '900 ms (rounds 700-1400)',
      budget: '<= 1000 ms',
      verdict: 'PASS',
    });
    expect(find('/onboarding/welcome early tap shown busy at once')).toMatchObject({
      value: '2 of 3',
      verdict: 'MISS',
    });
    expect(find('/ control paint -> interactive')).toMatchObject({
      value: '2000 ms (control 1000 ms, interactive 3000 ms)',
      reference: 'bare first paint 900 ms',
      verdict: 'INFO',
    });
  });
});
