// The bench's verdicts: each figure beside its budget and its reference from the same run, PASS or MISS,
// printed as a table and written as results.json and results.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One measured figure. `budget` absent: informative (no verdict). */
export interface Figure {
  /** What was measured, e.g. "captures/s, PGlite". */
  name: string;
  value: number;
  unit: string;
  budget?: { op: '>=' | '<'; value: number };
  /** The same run's reference: what the figure is read against (its ceiling or its baseline). */
  reference?: { name: string; value: number };
  /** value / reference.value, when a reference is given. */
  ratio?: number;
  verdict: 'PASS' | 'MISS' | 'info';
}

/** A figure with its verdict and ratio worked out. */
export function figure(f: Omit<Figure, 'verdict' | 'ratio'>): Figure {
  const met = f.budget && (f.budget.op === '>=' ? f.value >= f.budget.value : f.value < f.budget.value);
  const ratio = f.reference && f.reference.value > 0 ? round(f.value / f.reference.value, 3) : undefined;
  return {
    ...f,
    value: round(f.value, 2),
    ...(ratio !== undefined ? { ratio } : {}),
    verdict: f.budget ? (met ? 'PASS' : 'MISS') : 'info',
  };
}

export function round(n: number, digits = 1): number {
  const p = 10 ** digits;
  return Math.round(n * p) / p;
}

const cell = (f: Figure) => ({
  figure: f.name,
  value: `${f.value} ${f.unit}`,
  budget: f.budget ? `${f.budget.op} ${f.budget.value} ${f.unit}` : '',
  reference: f.reference ? `${f.reference.name} ${f.reference.value} ${f.unit}` : '',
  ratio: f.ratio !== undefined ? `${f.ratio}` : '',
  verdict: f.verdict === 'info' ? '' : f.verdict,
});

const HEAD = {
  figure: 'figure',
  value: 'value',
  budget: 'budget',
  reference: 'reference',
  ratio: 'ratio',
  verdict: '',
};
type Row = typeof HEAD;

/** The figures as an aligned text table for the terminal. */
export function textTable(figures: Figure[]): string {
  const rows: Row[] = [HEAD, ...figures.map(cell)];
  const keys = Object.keys(HEAD) as (keyof Row)[];
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(...rows.map((r) => r[k].length))]));
  return rows
    .map((r) =>
      keys
        .map((k) => r[k].padEnd(width[k]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export interface RunInfo {
  date: string;
  quick: boolean;
  cpus: number;
  node: string;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

/** The markdown summary: the run's date and load, then one table row per figure. */
export function markdown(info: RunInfo, figures: Figure[]): string {
  const budgeted = figures.filter((f) => f.budget);
  const passed = budgeted.filter((f) => f.verdict === 'PASS').length;
  return [
    `# Server benchmark${info.quick ? ' (quick mode: tiny sizes, figures not meaningful)' : ''}`,
    '',
    `${info.date}, ${info.cpus} cores, Node ${info.node}; load average (1, 5, 15 min) ` +
      `${info.loadAverageBefore.join(', ')} before and ${info.loadAverageAfter.join(', ')} after.`,
    `${passed} of ${budgeted.length} budgets PASS, ${budgeted.length - passed} MISS. ` +
      'Written by `npm run bench -w @pw/server`.',
    '',
    '| figure | value | budget | reference | ratio | verdict |',
    '| --- | --- | --- | --- | --- | --- |',
    ...figures.map(cell).map((c) => `| ${Object.values(c).join(' | ')} |`),
    '',
  ].join('\n');
}

/** Writes `results.json` (figures plus each case's raw details) and `results.md` into `dir`. */
export function writeResults(
  dir: string,
  info: RunInfo,
  figures: Figure[],
  details: Record<string, unknown>,
): void {
  const json = JSON.stringify({ ...info, figures, details }, null, 2).replace(
    // Arrays of numbers on one line, as prettier writes them.
    /\[\s+([-\d.,\s]+?)\s+\]/g,
    (_, nums: string) => `[${nums.split(/,\s*/).join(', ')}]`,
  );
  writeFileSync(join(dir, 'results.json'), `${json}\n`);
  writeFileSync(join(dir, 'results.md'), markdown(info, figures));
}
