// The budgets of issue #13 (pages half), each figure judged PASS or MISS beside its budget and its
// reference, printed as a table and written as bench/results.json and bench/results.md.
import { writeFileSync } from 'node:fs';

/** Median of numbers (the middle one, or the mean of the two middle ones). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One budget line: `ok` decides PASS or MISS; `limit` and `reference` are shown as measured. */
const line = (figure, value, limit, reference, ok) => ({
  figure,
  value,
  budget: limit,
  reference,
  verdict: ok ? 'PASS' : 'MISS',
});

/** A figure printed for the record beside its reference, with no budget of its own. */
/** What a new TCP connection sends in its first round trip: ten segments of 1,460 bytes. */
export const FIRST_FLIGHT_BYTES = 10 * 1460;

const info = (figure, value, reference) => ({ figure, value, budget: '', reference, verdict: 'INFO' });

/**
 * The rounds' spread, printed beside a median: on a 2-core machine TBT is a draw (decision 0200), and
 * the bare page's main-thread figure, the 3x budget's denominator, ranged 87-278 ms in one day's rounds.
 */
const roundsOf = (values = []) =>
  values.length > 1 ? `rounds ${Math.min(...values)}-${Math.max(...values)}` : '';
const roundsSpread = (values) => (roundsOf(values) ? ` (${roundsOf(values)})` : '');

/** The budget of an early tap's answer: at most this long after the page is interactive (issue 39). */
export const TAP_ANSWER_BUDGET_MS = 1000;

/**
 * The early-tap lines of one page (issues 22 and 39): every early tap served; for a control only script
 * serves, shown busy at once and answered within `TAP_ANSWER_BUDGET_MS` of the page being interactive
 * (median); the main thread's work until interactive beside the bare page's, by kind (for the record: no
 * longer a budget since issue 39); the time from the control's paint to interactive beside the bare
 * page's first paint.
 */
function earlyTapLines(path, runs, bare) {
  const served = runs.filter((r) => r.ok).length;
  const early = runs.filter((r) => r.beforeHydration).length;
  const workRuns = runs.map((r) => r.mainThreadMs);
  const bareRuns = bare.map((r) => r.mainThreadMs);
  const work = median(workRuns);
  const bareWork = median(bareRuns);
  const ratio = Number((work / bareWork).toFixed(2));
  const paint = median(runs.map((r) => r.controlPaintMs));
  const byKind = (r) => ({
    script: r.scriptMs ?? 0,
    styleLayout: r.styleLayoutMs ?? 0,
    other: r.mainThreadMs - (r.scriptMs ?? 0) - (r.styleLayoutMs ?? 0),
  });
  const kinds = ['script', 'styleLayout', 'other'].map((k) => median(runs.map((r) => byKind(r)[k])));
  const answered = runs.filter((r) => r.answerAfterInteractiveMs !== undefined);
  const tapLines = [];
  if (answered.length > 0) {
    const busy = answered.filter((r) => r.busyAtOnce).length;
    const answerRuns = answered.map((r) => r.answerAfterInteractiveMs);
    const answer = median(answerRuns);
    tapLines.push(
      line(
        `${path} early tap shown busy at once`,
        `${busy} of ${answered.length}`,
        `${answered.length} of ${answered.length}`,
        '',
        busy === answered.length,
      ),
      line(
        `${path} early tap answered after interactive`,
        `${answer} ms${roundsSpread(answerRuns)}`,
        `<= ${TAP_ANSWER_BUDGET_MS} ms`,
        '',
        answer <= TAP_ANSWER_BUDGET_MS,
      ),
    );
  }
  return [
    line(
      `${path} early taps served`,
      `${served} of ${runs.length} (${early} before hydration)`,
      `${runs.length} of ${runs.length}`,
      '',
      served === runs.length,
    ),
    ...tapLines,
    info(
      `${path} main-thread work until interactive`,
      `${work} ms (${[`${ratio}x`, `script ${kinds[0]} ms`, `style and layout ${kinds[1]} ms`, `other ${kinds[2]} ms`, roundsOf(workRuns)].filter(Boolean).join('; ')})`,
      `bare ${bareWork} ms${roundsSpread(bareRuns)}`,
    ),
    info(
      `${path} control paint -> interactive`,
      `${median(runs.map((r) => r.paintToInteractiveMs))} ms (control ${paint} ms, interactive ${median(runs.map((r) => r.interactiveMs))} ms)`,
      `bare first paint ${median(bare.map((r) => r.firstPaintMs))} ms`,
    ),
  ];
}

/**
 * Every budget line from the measurements: per page the four Lighthouse categories at 100, LCP at most
 * 1.3x the bare page's (medians of the alternated runs), TBT at most 50 ms above the bare page's (issue
 * 39: a slower host slows both) and CLS <= 0.02, Lighthouse's
 * main-thread work beside the bare page's; initial JS on / under 100 KB gzip; each wizard move and the
 * journey's INP within 100 ms with the CPU slowed 4x; per page the early taps (issue 22).
 */
export function judge({ reference, pages, initialJsGzipBytes, landingHtml, wizard, earlyTaps }) {
  const lines = [];
  const refLcp = reference.lcpMs;
  for (const [path, p] of Object.entries(pages)) {
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
      lines.push(line(`${path} Lighthouse ${key}`, p[key], '= 100', '', p[key] === 100));
    }
    const ratio = Number((p.lcpMs / refLcp).toFixed(2));
    lines.push(
      line(`${path} LCP`, `${p.lcpMs} ms (${ratio}x)`, `<= 1.3x bare`, `bare ${refLcp} ms`, ratio <= 1.3),
    );
    lines.push(
      line(
        `${path} TBT`,
        `${p.tbtMs} ms${roundsSpread(p.tbtRunsMs)}`,
        '<= bare + 50 ms',
        `bare ${reference.tbtMs} ms${roundsSpread(reference.tbtRunsMs)}`,
        p.tbtMs <= reference.tbtMs + 50,
      ),
    );
    lines.push(line(`${path} CLS`, p.cls, '<= 0.02', '', p.cls <= 0.02));
    if (p.mainThreadMs !== undefined) {
      lines.push(
        info(
          `${path} Lighthouse main-thread work`,
          `${p.mainThreadMs} ms`,
          `bare ${reference.mainThreadMs} ms`,
        ),
      );
    }
  }
  if (landingHtml) {
    // Lighthouse's simulation, like a new TCP connection, sends ten segments in the first round trip; a
    // page bigger than that waits one round trip more for its first paint (decision 0294).
    const { bodyBytes, headerBytes } = landingHtml;
    lines.push(
      info(
        '/ HTML response (brotli)',
        `${bodyBytes + headerBytes} B (body ${bodyBytes} B, headers ${headerBytes} B)`,
        `first round trip ${FIRST_FLIGHT_BYTES} B`,
      ),
    );
  }
  const kb = (initialJsGzipBytes / 1024).toFixed(1);
  lines.push(line('/ initial JS (gzip)', `${kb} KB`, '< 100 KB', '', initialJsGzipBytes < 100 * 1024));
  for (const m of wizard.moves) {
    lines.push(
      line(
        `wizard "${m.from}" -> "${m.to}" INP`,
        `${m.inpMs} ms`,
        '<= 100 ms',
        `trivial page ${wizard.referenceInpMs} ms`,
        m.inpMs <= 100,
      ),
    );
  }
  lines.push(
    line(
      `wizard journey INP (${wizard.interactions} interactions)`,
      `${wizard.journeyInpMs} ms`,
      '<= 100 ms',
      `trivial page ${wizard.referenceInpMs} ms`,
      wizard.journeyInpMs <= 100,
    ),
  );
  for (const [path, runs] of Object.entries(earlyTaps?.pages ?? {})) {
    lines.push(...earlyTapLines(path, runs, earlyTaps.bare));
  }
  return lines;
}

/** The budget lines as an aligned plain-text table. */
export function table(lines) {
  const rows = [
    ['figure', 'value', 'budget', 'reference', ''],
    ...lines.map((l) => [l.figure, String(l.value), l.budget, l.reference, l.verdict]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The short markdown summary written next to results.json. */
export function markdown(report) {
  const misses = report.budgets.filter((b) => b.verdict === 'MISS').length;
  const passes = report.budgets.filter((b) => b.verdict === 'PASS').length;
  const head = [
    `# Pages benchmark, ${report.measuredAt}`,
    '',
    `Lighthouse ${report.lighthouse}, ${report.formFactor}; ${report.rounds} rounds, each the bare page then every page (medians).`,
    `Load average ${report.machine.loadAverageStart.join(', ')} at start, ${report.machine.loadAverageEnd.join(', ')} at the end, ${report.machine.cpus} CPUs.`,
    `${passes} PASS, ${misses} MISS.`,
    '',
    '| figure | value | budget | reference | verdict |',
    '| --- | --- | --- | --- | --- |',
  ];
  const cell = (s) => String(s).replace(/\|/g, '\\|');
  const rows = report.budgets.map(
    (b) => `| ${[b.figure, b.value, b.budget, b.reference, b.verdict].map(cell).join(' | ')} |`,
  );
  return `${[...head, ...rows].join('\n')}\n`;
}

/** Writes results.json and results.md into `dir`. */
export function writeReport(dir, report) {
  writeFileSync(`${dir}/results.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${dir}/results.md`, markdown(report));
}
