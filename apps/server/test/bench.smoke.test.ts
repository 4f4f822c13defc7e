// The server benchmark itself, in its quick mode (tiny seeds, one-second loads): it runs from the built
// server, starts its own PostgreSQL, receiver and servers, and writes a well-formed report with a verdict
// for every budget of issue 13. Not a timing test: the figures of a quick run mean nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_SERVER_NODE_FLAGS } from '../../../scripts/test-server-flags.mjs';
import type { Figure } from '../bench/report.js';

const RUN = fileURLToPath(new URL('../bench/run.ts', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'pw-bench-smoke-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run bench (quick mode)', () => {
  it('writes results.json and results.md with every budget beside its reference', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', RUN], {
      // Half-second loads and the run's migrated PGlite (no initdb): the smoke checks the report's shape.
      env: {
        ...process.env,
        BENCH_QUICK: '1',
        BENCH_SECONDS: '0.5',
        BENCH_OUT: out,
        BENCH_PG_URL: inject('pgUrl'),
        BENCH_PGLITE_TEMPLATE: inject('pgliteTemplate'),
        // Short-lived servers, figures that mean nothing: V8's baseline compiler only (decision 0286).
        BENCH_NODE_ARGS: TEST_SERVER_NODE_FLAGS.join(' '),
      },
      encoding: 'utf8',
      timeout: 280_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
      quick: boolean;
      loadAverageBefore: number[];
      figures: Figure[];
      details: { problems: string[] };
    };
    expect(results.quick).toBe(true);
    expect(results.loadAverageBefore).toHaveLength(3);
    expect(results.details.problems).toEqual([]);
    const budgeted = results.figures.filter((f) => f.budget);
    const names = budgeted.map((f) =>
      f.name.replace(/ \(median of \d+\)|, \d+ (leads|events|connections)/g, ''),
    );
    expect(names).toEqual([
      'captures/s, PGlite',
      'capture p99, PGlite',
      'captures/s, PostgreSQL',
      'capture p99, PostgreSQL',
      'memory at idle after start, PGlite',
      'peak memory (start and capture load), PGlite',
      ...['PGlite', 'PostgreSQL'].flatMap((s) =>
        [
          'leads list, first page',
          'leads list, next page',
          'leads list, name search',
          'leads list, phone search',
          'leads list, filtered, by price',
          "one lead's page",
          'funnel, 90 days',
        ].map((q) => `${q}, ${s}`),
      ),
    ]);
    // Shape, not figures: a quick run's half-second loads and sub-millisecond queries can round to 0 on a
    // slow host, so a figure is a number and a ratio agrees with its two figures when it has one.
    for (const f of budgeted) {
      expect(Number.isFinite(f.value) && f.value >= 0).toBe(true);
      expect(['PASS', 'MISS']).toContain(f.verdict);
      expect(Number.isFinite(f.reference?.value)).toBe(true);
      if (f.reference!.value > 0) expect(f.ratio).toBeCloseTo(f.value / f.reference!.value, 1);
    }
    const md = readFileSync(join(out, 'results.md'), 'utf8');
    expect(md).toContain('quick mode');
    expect(md).toMatch(/load average \(1, 5, 15 min\) [\d.]+, [\d.]+, [\d.]+ before/);
    expect(md.split('\n').filter((l) => /\| (PASS|MISS) \|$/.test(l))).toHaveLength(budgeted.length);
  }, 300_000);
});
